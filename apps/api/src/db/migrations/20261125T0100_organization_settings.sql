-- Settings an organization's administrators choose, one row per organization and a column per
-- setting with its default: an organization without a row has the defaults (the API reads them
-- with coalesce), so no organization needs a row written for it when it is created.
CREATE TABLE organization_settings (
  organization_id uuid PRIMARY KEY REFERENCES organizations(id) ON DELETE CASCADE,
  -- Group notes: check-in, attendance and writing the note open this many minutes before a session starts.
  check_in_opens_minutes_before smallint NOT NULL DEFAULT 30 CHECK (check_in_opens_minutes_before BETWEEN 0 AND 240),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid REFERENCES users(id)
);
