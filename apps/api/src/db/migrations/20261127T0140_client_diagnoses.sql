-- Diagnoses on a client's chart, coded in ICD-10-CM. The code set itself is reference data: the API fills
-- an empty diagnosis_codes from the repository's file as it starts (domains/clients/diagnoses/icd10cm/),
-- and `npm run icd10:import` loads a full CMS order file over it.

CREATE TABLE diagnosis_codes (
  -- Dotted, as clinicians write it: "F11.20".
  code text PRIMARY KEY CHECK (code ~ '^[A-Z][0-9][0-9A-Z](\.[0-9A-Z]{1,4})?$'),
  description text NOT NULL CHECK (description <> ''),
  -- A leaf of the tabular list: only these go on a claim; category headings are searchable but not assignable.
  billable boolean NOT NULL,
  -- The ICD-10-CM chapter (5: mental, behavioral and neurodevelopmental disorders; 21: factors influencing
  -- health status) and the three-character category ("F11").
  chapter smallint NOT NULL CHECK (chapter BETWEEN 1 AND 22),
  category text NOT NULL,
  -- Where the row came from: the file shipped with Hearth or the CMS order file imported, with its year.
  source text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX diagnosis_codes_category_idx ON diagnosis_codes (category);

CREATE TABLE client_diagnoses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id),
  client_id uuid NOT NULL REFERENCES clients(id),
  code text NOT NULL REFERENCES diagnosis_codes(code),
  -- The code's description when it was entered: what the clinician chose stays on the chart if CMS rewords it.
  description text NOT NULL,
  rank text NOT NULL CHECK (rank IN ('primary', 'secondary')),
  onset_date date,
  status text NOT NULL CHECK (status IN ('active', 'resolved')),
  resolved_date date,
  notes text,
  entered_by uuid NOT NULL REFERENCES users(id),
  entered_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid NOT NULL REFERENCES users(id),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'resolved') = (resolved_date IS NOT NULL)),
  CHECK (resolved_date IS NULL OR onset_date IS NULL OR resolved_date >= onset_date)
);
CREATE INDEX client_diagnoses_client_idx ON client_diagnoses (client_id, entered_at);
-- At most one active primary diagnosis per client; a new primary demotes the old one in the same transaction.
CREATE UNIQUE INDEX client_diagnoses_one_primary_idx ON client_diagnoses (client_id)
  WHERE rank = 'primary' AND status = 'active';
