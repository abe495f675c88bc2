-- 42 CFR Part 2: a client's written consents to disclose, the disclosures made under them (the accounting
-- of disclosures, each with the redisclosure notice it carried), and emergency ("break-glass") access to a
-- chart outside the caller's locations. None of them is ever deleted.

CREATE TABLE client_consents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id),
  client_id uuid NOT NULL REFERENCES clients(id),
  recipient_name text NOT NULL,
  recipient_organization text,
  -- Address, phone, fax or e-mail.
  recipient_contact text,
  purpose text NOT NULL,
  -- What may be disclosed: schema/src/rest/clientConsents.ts DISCLOSURE_CATEGORIES.
  categories text[] NOT NULL CHECK (
    cardinality(categories) > 0
    AND categories <@ ARRAY['diagnosis', 'treatment_plan', 'attendance', 'medications', 'discharge_summary',
      'progress_notes', 'lab_results', 'all_records', 'other']::text[]
  ),
  other_information text,
  expires_on date,
  expiry_event text,
  signed_on date NOT NULL,
  signed_by text NOT NULL,
  signer text NOT NULL CHECK (signer IN ('client', 'guardian')),
  -- The date the client revoked it (in writing), how (the note), and who recorded it when.
  revoked_on date,
  revocation_note text,
  revoked_by uuid REFERENCES users(id),
  revoked_at timestamptz,
  created_by uuid NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (expires_on IS NOT NULL OR expiry_event IS NOT NULL),
  CHECK (expires_on IS NULL OR expires_on >= signed_on),
  CHECK (NOT ('other' = ANY (categories)) OR other_information IS NOT NULL),
  CHECK ((revoked_on IS NULL) = (revoked_by IS NULL)),
  CHECK ((revoked_on IS NULL) = (revoked_at IS NULL)),
  CHECK ((revoked_on IS NULL) = (revocation_note IS NULL))
);
CREATE INDEX client_consents_client_idx ON client_consents (client_id, signed_on);

CREATE TABLE client_disclosures (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id),
  client_id uuid NOT NULL REFERENCES clients(id),
  consent_id uuid NOT NULL REFERENCES client_consents(id),
  -- The consent's recipient and purpose as they stood when the disclosure was made.
  recipient_name text NOT NULL,
  recipient_organization text,
  purpose text NOT NULL,
  categories text[] NOT NULL CHECK (cardinality(categories) > 0),
  description text,
  disclosed_on date NOT NULL,
  method text NOT NULL CHECK (method IN ('mail', 'fax', 'email', 'portal', 'in_person')),
  disclosed_by uuid NOT NULL REFERENCES users(id),
  -- The §2.32 notice that went with it, word for word.
  notice text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX client_disclosures_client_idx ON client_disclosures (client_id, disclosed_on);
CREATE INDEX client_disclosures_consent_idx ON client_disclosures (consent_id);

-- A request for emergency access to one chart and, once approved, the grant it becomes. Expired is not a
-- status: an approved grant whose expires_at has passed opens nothing.
CREATE TABLE chart_access_grants (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id),
  client_id uuid NOT NULL REFERENCES clients(id),
  requester_id uuid NOT NULL REFERENCES users(id),
  reason text NOT NULL,
  requested_at timestamptz NOT NULL DEFAULT now(),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'refused', 'revoked')),
  decided_by uuid REFERENCES users(id),
  decided_at timestamptz,
  decision_note text,
  expires_at timestamptz,
  revoked_by uuid REFERENCES users(id),
  revoked_at timestamptz,
  revoke_note text,
  -- Set once open charts were told that the grant's time was up (the expiry job).
  expiry_announced_at timestamptz,
  CHECK ((status = 'pending') = (decided_at IS NULL)),
  CHECK ((decided_at IS NULL) = (decided_by IS NULL)),
  CHECK ((status IN ('approved', 'revoked')) = (expires_at IS NOT NULL)),
  CHECK ((status = 'revoked') = (revoked_at IS NOT NULL)),
  CHECK ((revoked_at IS NULL) = (revoked_by IS NULL))
);
-- One waiting request per person and chart.
CREATE UNIQUE INDEX chart_access_grants_one_pending_idx ON chart_access_grants (client_id, requester_id)
  WHERE status = 'pending';
-- Opening a chart looks up the caller's grant on it.
CREATE INDEX chart_access_grants_holder_idx ON chart_access_grants (requester_id, client_id, expires_at)
  WHERE status = 'approved';
-- The supervisors' list.
CREATE INDEX chart_access_grants_organization_idx ON chart_access_grants (organization_id, requested_at DESC);
-- The expiry job's claim.
CREATE INDEX chart_access_grants_unannounced_idx ON chart_access_grants (expires_at)
  WHERE status = 'approved' AND expiry_announced_at IS NULL;
