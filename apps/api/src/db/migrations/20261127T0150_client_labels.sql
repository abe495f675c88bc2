-- Labels: coloured tags an organization defines ("Fall risk", "MAT") and puts on clients. A name is
-- unique within the organization whatever its case; archiving takes a label out of use and keeps
-- who had it, so restoring it brings it back on those clients.
CREATE TABLE labels (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 40),
  color text NOT NULL
    CHECK (color IN ('red', 'orange', 'amber', 'green', 'teal', 'blue', 'indigo', 'purple', 'pink', 'grey')),
  archived_at timestamptz,
  created_by uuid REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX labels_organization_name_idx ON labels (organization_id, lower(name));

CREATE TABLE client_labels (
  client_id uuid NOT NULL REFERENCES clients(id),
  label_id uuid NOT NULL REFERENCES labels(id),
  added_by uuid REFERENCES users(id),
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (client_id, label_id)
);
-- The list's label filter starts from the label.
CREATE INDEX client_labels_label_idx ON client_labels (label_id, client_id);

-- The EMR list filters within an organization and sorts with the MR number as tiebreak: an index
-- per sort key (status has clients_status_idx), each led by the organization.
CREATE INDEX clients_list_name_idx ON clients (organization_id, lower(last_name), lower(first_name), mr_no);
CREATE INDEX clients_list_admission_idx ON clients (organization_id, admission_date, mr_no);
CREATE INDEX clients_list_level_of_care_idx ON clients (organization_id, level_of_care, mr_no);
CREATE INDEX clients_list_location_idx ON clients (organization_id, location_id, status);
