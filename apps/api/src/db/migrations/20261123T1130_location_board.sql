-- A location's live board for staff on shift (wall screens): what happened there, newest first.
-- Entries are written in the transaction of the change they report and carry no more than any of
-- the location's staff may see (clients by initials only: the screen hangs where visitors pass).
CREATE TABLE location_board_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id),
  location_id uuid NOT NULL REFERENCES locations(id),
  kind text NOT NULL,
  title text NOT NULL,
  body text NOT NULL DEFAULT '',
  link text,
  actor_id uuid REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX location_board_entries_location_idx ON location_board_entries (location_id, created_at DESC, id DESC);
