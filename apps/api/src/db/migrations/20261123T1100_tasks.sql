-- Staff tasks: one person asks another (or themselves) to do something, maybe about a client, a group
-- session or a group note. The scheduler of every API instance claims open tasks past due
-- (FOR UPDATE SKIP LOCKED) and sets due_notified_at in the transaction that notifies the assignee,
-- so each due notice goes out once.
CREATE TABLE tasks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id),
  title text NOT NULL,
  description text,
  due_at timestamptz,
  assignee_id uuid NOT NULL REFERENCES users(id),
  created_by uuid NOT NULL REFERENCES users(id),
  subject_type text CHECK (subject_type IN ('group_session', 'group_note', 'client')),
  -- A session or note id, or a client's MR number.
  subject_id text,
  -- What it is about as the creator saw it, and where it leads.
  subject_label text,
  subject_link text,
  -- The subject's location, else the creator's: what location-scoped views and policies read.
  location_id uuid REFERENCES locations(id),
  done_at timestamptz,
  done_by uuid REFERENCES users(id),
  due_notified_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((subject_type IS NULL) = (subject_id IS NULL)),
  CHECK ((done_at IS NULL) = (done_by IS NULL))
);
-- "My open tasks, soonest due first" and the counts beside it.
CREATE INDEX tasks_assignee_open_idx ON tasks (assignee_id, due_at) WHERE done_at IS NULL;
-- "Assigned by me".
CREATE INDEX tasks_created_by_idx ON tasks (created_by, due_at);
-- What the scheduler scans each tick: only open tasks not yet announced as due.
CREATE INDEX tasks_due_idx ON tasks (due_at) WHERE done_at IS NULL AND due_notified_at IS NULL AND due_at IS NOT NULL;
