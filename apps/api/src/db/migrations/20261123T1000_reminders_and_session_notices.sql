-- Reminders a user sets on a group session, a group note or a client. The scheduler of every API
-- instance claims due rows (FOR UPDATE SKIP LOCKED) and marks them fired in the transaction that
-- makes their notification, so each fires exactly once.
CREATE TABLE reminders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  subject_type text NOT NULL CHECK (subject_type IN ('group_session', 'group_note', 'client')),
  -- A session or note id, or a client's MR number.
  subject_id text NOT NULL,
  -- What the owner saw when setting it, and where the notification leads.
  subject_label text NOT NULL,
  link text NOT NULL,
  remind_at timestamptz NOT NULL,
  note text,
  fired_at timestamptz,
  cancelled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- What the scheduler scans each tick: only the pending rows.
CREATE INDEX reminders_due_idx ON reminders (remind_at) WHERE fired_at IS NULL AND cancelled_at IS NULL;
-- A user's list, upcoming or fired.
CREATE INDEX reminders_user_idx ON reminders (user_id, remind_at);

-- When the facilitators were told the session starts soon; null until then (each session once).
ALTER TABLE group_sessions ADD COLUMN soon_notified_at timestamptz;
CREATE INDEX group_sessions_soon_idx ON group_sessions (starts_at) WHERE soon_notified_at IS NULL AND cancelled_at IS NULL;
