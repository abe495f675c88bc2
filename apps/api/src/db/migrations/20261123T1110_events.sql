-- The organization's events (staff meetings, trainings, drills, celebrations) shown to an audience:
-- all staff, the staff of some locations, or some roles (at some locations when any are named).
-- Named org_events: "events" would read as the outbox's domain events.
CREATE TABLE org_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  description text,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  all_day boolean NOT NULL DEFAULT false,
  place text,
  audience_kind text NOT NULL CHECK (audience_kind IN ('all_staff', 'locations', 'roles')),
  -- Arrays rather than join tables: an audience is read whole with its event and never queried apart.
  audience_location_ids uuid[] NOT NULL DEFAULT '{}',
  audience_roles text[] NOT NULL DEFAULT '{}',
  created_by uuid REFERENCES users(id),
  cancelled_at timestamptz,
  cancelled_by uuid REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at),
  CHECK (audience_kind <> 'locations' OR cardinality(audience_location_ids) > 0),
  CHECK (audience_kind <> 'roles' OR cardinality(audience_roles) > 0)
);
-- Lists are windows on time within one organization.
CREATE INDEX org_events_time_idx ON org_events (organization_id, ends_at, starts_at);
