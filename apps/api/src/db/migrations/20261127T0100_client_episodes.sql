-- The client record grows from a roster entry into a chart: a status (pending admission, active,
-- discharged), MR numbers unique within an organization and handed out by a per-organization counter
-- (never reused), and episodes of care with effective-dated level-of-care and location history.
-- `clients` keeps the current values (what lists filter and sort on); the history tables keep every change.

ALTER TABLE clients DROP CONSTRAINT clients_mr_no_key;
ALTER TABLE clients ADD CONSTRAINT clients_organization_mr_no_key UNIQUE (organization_id, mr_no);

ALTER TABLE clients ADD COLUMN status text NOT NULL DEFAULT 'active'
  CHECK (status IN ('pending_admission', 'active', 'discharged'));
ALTER TABLE clients ALTER COLUMN status DROP DEFAULT;
ALTER TABLE clients ALTER COLUMN level_of_care DROP NOT NULL;
ALTER TABLE clients ADD COLUMN preferred_name text;
ALTER TABLE clients ADD COLUMN email text;
ALTER TABLE clients ADD COLUMN program_id uuid REFERENCES programs(id);
ALTER TABLE clients ADD COLUMN anticipated_discharge_date date;
ALTER TABLE clients ADD COLUMN discharge_date date;
ALTER TABLE clients ADD COLUMN created_by uuid REFERENCES users(id);
ALTER TABLE clients ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
-- The duplicate check at intake: same name and date of birth in the organization, any case.
CREATE INDEX clients_identity_idx ON clients (organization_id, lower(last_name), lower(first_name), date_of_birth);
CREATE INDEX clients_status_idx ON clients (organization_id, status);

-- The last MR number handed out per organization: numbers of deleted or merged records are never reissued.
CREATE TABLE client_mr_numbers (
  organization_id uuid PRIMARY KEY REFERENCES organizations(id),
  prefix text NOT NULL,
  last_number integer NOT NULL
);
INSERT INTO client_mr_numbers (organization_id, prefix, last_number)
SELECT organization_id, 'HRT-',
       COALESCE(MAX(CASE WHEN mr_no ~ '^HRT-[0-9]+$' THEN substring(mr_no FROM 5)::integer END), 0)
FROM clients GROUP BY organization_id;

-- One admission to discharge. At most one open episode per client.
CREATE TABLE client_episodes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id),
  client_id uuid NOT NULL REFERENCES clients(id),
  episode_number integer NOT NULL,
  location_id uuid NOT NULL REFERENCES locations(id),
  program_id uuid REFERENCES programs(id),
  admission_date date NOT NULL,
  level_of_care text NOT NULL,
  primary_therapist_id uuid REFERENCES users(id),
  anticipated_discharge_date date,
  admitted_by uuid REFERENCES users(id),
  admitted_at timestamptz NOT NULL DEFAULT now(),
  discharge_date date,
  discharge_type text CHECK (discharge_type IN ('planned', 'against_medical_advice', 'administrative', 'transfer')),
  discharge_reason text,
  discharged_by uuid REFERENCES users(id),
  discharged_at timestamptz,
  UNIQUE (client_id, episode_number),
  CHECK ((discharge_date IS NULL) = (discharge_type IS NULL))
);
CREATE UNIQUE INDEX client_episodes_one_open_idx ON client_episodes (client_id) WHERE discharge_date IS NULL;

-- Effective-dated level of care (ASAM), each change with who and why.
CREATE TABLE client_level_of_care_history (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients(id),
  episode_id uuid NOT NULL REFERENCES client_episodes(id),
  level_of_care text NOT NULL,
  effective_date date NOT NULL,
  reason text NOT NULL,
  changed_by uuid REFERENCES users(id),
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX client_level_of_care_history_client_idx ON client_level_of_care_history (client_id, effective_date);

-- Effective-dated location (a transfer between the organization's facilities), each with who and why.
CREATE TABLE client_location_history (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients(id),
  episode_id uuid REFERENCES client_episodes(id),
  location_id uuid NOT NULL REFERENCES locations(id),
  effective_date date NOT NULL,
  reason text NOT NULL,
  changed_by uuid REFERENCES users(id),
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX client_location_history_client_idx ON client_location_history (client_id, effective_date);

-- Outgoing referrals (to another provider or level of care elsewhere).
CREATE TABLE client_referrals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients(id),
  episode_id uuid REFERENCES client_episodes(id),
  referred_to text NOT NULL,
  reason text NOT NULL,
  referral_date date NOT NULL,
  contact text,
  created_by uuid REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX client_referrals_client_idx ON client_referrals (client_id);

-- Clients admitted before episodes existed get their first episode and history rows.
INSERT INTO client_episodes (organization_id, client_id, episode_number, location_id, admission_date, level_of_care,
                             primary_therapist_id, admitted_at)
SELECT organization_id, id, 1, location_id, COALESCE(admission_date, created_at::date), level_of_care,
       primary_therapist_id, created_at
FROM clients WHERE level_of_care IS NOT NULL;
INSERT INTO client_level_of_care_history (client_id, episode_id, level_of_care, effective_date, reason)
SELECT client_id, id, level_of_care, admission_date, 'Admission' FROM client_episodes;
INSERT INTO client_location_history (client_id, episode_id, location_id, effective_date, reason)
SELECT client_id, id, location_id, admission_date, 'Admission' FROM client_episodes;
