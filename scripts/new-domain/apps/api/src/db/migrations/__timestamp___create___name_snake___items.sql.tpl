-- __Label__: named items of a location.
CREATE TABLE __name_snake___items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id),
  location_id uuid NOT NULL REFERENCES locations(id),
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX __name_snake___items_location_idx ON __name_snake___items (location_id, name);
