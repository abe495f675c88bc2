-- Clients (patients), identified by mrNo; the portal user links to one.
CREATE TABLE clients (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id),
  mr_no text NOT NULL UNIQUE,
  first_name text NOT NULL,
  last_name text NOT NULL,
  date_of_birth date NOT NULL,
  gender text NOT NULL,
  phone text,
  level_of_care text NOT NULL,
  location_id uuid NOT NULL REFERENCES locations(id),
  admission_date date,
  primary_therapist_id uuid REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX clients_primary_therapist_idx ON clients (primary_therapist_id);
CREATE INDEX clients_location_idx ON clients (location_id);

ALTER TABLE users ADD COLUMN client_id uuid REFERENCES clients(id);
