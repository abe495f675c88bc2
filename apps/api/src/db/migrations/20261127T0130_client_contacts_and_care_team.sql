-- A client's family members and other contacts, and the clinicians of their care team. Neither is ever
-- deleted: removing one stamps removed_at / removed_by, so the chart's history keeps who was listed when.

CREATE TABLE client_contacts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id),
  client_id uuid NOT NULL REFERENCES clients(id),
  name text NOT NULL,
  -- Parent, Spouse/partner, Sibling, … or whatever staff type.
  relationship text NOT NULL,
  phone text,
  email text,
  address text,
  legal_guardian boolean NOT NULL DEFAULT false,
  emergency_contact boolean NOT NULL DEFAULT false,
  -- 42 CFR Part 2: staff may not confirm the client is in treatment to a contact unless this is on.
  may_contact boolean NOT NULL DEFAULT false,
  notes text,
  created_by uuid NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid NOT NULL REFERENCES users(id),
  updated_at timestamptz NOT NULL DEFAULT now(),
  removed_by uuid REFERENCES users(id),
  removed_at timestamptz,
  CHECK ((removed_at IS NULL) = (removed_by IS NULL))
);
CREATE INDEX client_contacts_client_idx ON client_contacts (client_id, created_at);

-- The care team besides the primary therapist (who stays on clients.primary_therapist_id and the open episode).
CREATE TABLE client_care_team (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id),
  client_id uuid NOT NULL REFERENCES clients(id),
  user_id uuid NOT NULL REFERENCES users(id),
  team_role text NOT NULL
    CHECK (team_role IN ('therapist', 'case_manager', 'nurse', 'physician', 'bht', 'peer_support', 'other')),
  added_by uuid NOT NULL REFERENCES users(id),
  added_at timestamptz NOT NULL DEFAULT now(),
  removed_by uuid REFERENCES users(id),
  removed_at timestamptz,
  CHECK ((removed_at IS NULL) = (removed_by IS NULL))
);
-- One active membership per clinician and client; a clinician removed and added again gets a new row.
CREATE UNIQUE INDEX client_care_team_one_active_idx ON client_care_team (client_id, user_id) WHERE removed_at IS NULL;
-- A clinician's case load reads the teams they are on.
CREATE INDEX client_care_team_user_idx ON client_care_team (user_id) WHERE removed_at IS NULL;
