-- A diagnosis entered by mistake is marked "entered in error", never deleted: the row stays on the chart,
-- struck through, with who marked it, when and why. Marking it is final; an entry in error is never
-- primary. Existing rows (active or resolved, none marked) satisfy every rule below as they are.
ALTER TABLE client_diagnoses ADD COLUMN entered_in_error_by uuid REFERENCES users(id);
ALTER TABLE client_diagnoses ADD COLUMN entered_in_error_at timestamptz;
ALTER TABLE client_diagnoses ADD COLUMN entered_in_error_reason text;

ALTER TABLE client_diagnoses DROP CONSTRAINT client_diagnoses_status_check;
ALTER TABLE client_diagnoses ADD CONSTRAINT client_diagnoses_status_check
  CHECK (status IN ('active', 'resolved', 'entered_in_error'));

-- Was: a resolved date exactly while resolved. A diagnosis resolved and then found to be a mistake keeps
-- the date it was resolved on, as it was recorded; an active one still has none, a resolved one still has one.
ALTER TABLE client_diagnoses DROP CONSTRAINT client_diagnoses_check;
ALTER TABLE client_diagnoses ADD CONSTRAINT client_diagnoses_resolved_date_check
  CHECK ((status <> 'active' OR resolved_date IS NULL) AND (status <> 'resolved' OR resolved_date IS NOT NULL));

-- Who, when and why are recorded together, exactly for the entries in error, and the reason says something.
ALTER TABLE client_diagnoses ADD CONSTRAINT client_diagnoses_entered_in_error_check
  CHECK (
    (status = 'entered_in_error') = (entered_in_error_at IS NOT NULL)
    AND (entered_in_error_at IS NULL) = (entered_in_error_by IS NULL)
    AND (entered_in_error_at IS NULL) = (entered_in_error_reason IS NULL)
    AND entered_in_error_reason <> ''
  );

ALTER TABLE client_diagnoses ADD CONSTRAINT client_diagnoses_error_not_primary_check
  CHECK (status <> 'entered_in_error' OR rank = 'secondary');
