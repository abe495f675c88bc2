-- A consent's expiry event becomes structured: 'discharge' (recognized: a discharge ends the consent) or
-- 'other' (described in words, recorded as occurred by staff). The words move to expiry_event_description;
-- every consent written before this had free text, so it stays "another event" with its words.
-- A consent that an event ended is expired, not revoked: the day the event happened (ended_on), why
-- ('Client discharged' or the staff's note), and who recorded it when.

ALTER TABLE client_consents ADD COLUMN expiry_event_description text;

UPDATE client_consents SET expiry_event_description = expiry_event, expiry_event = 'other'
  WHERE expiry_event IS NOT NULL;

ALTER TABLE client_consents
  ADD COLUMN ended_on date,
  ADD COLUMN end_reason text,
  ADD COLUMN ended_by uuid REFERENCES users(id),
  ADD COLUMN ended_at timestamptz,
  ADD CONSTRAINT client_consents_expiry_event_check CHECK (expiry_event IN ('discharge', 'other')),
  -- Words describe "another event" and nothing else.
  ADD CONSTRAINT client_consents_expiry_event_description_check
    CHECK ((expiry_event IS NOT DISTINCT FROM 'other') = (expiry_event_description IS NOT NULL)),
  ADD CONSTRAINT client_consents_ended_check CHECK (
    (ended_on IS NULL) = (end_reason IS NULL)
    AND (ended_on IS NULL) = (ended_by IS NULL)
    AND (ended_on IS NULL) = (ended_at IS NULL)
  ),
  -- Only its event ends a consent early, never before it was signed; a revoked one has ended already.
  ADD CONSTRAINT client_consents_ended_by_event_check CHECK (
    ended_on IS NULL OR (expiry_event IS NOT NULL AND ended_on >= signed_on AND revoked_on IS NULL)
  );

