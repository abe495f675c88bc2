-- Transactional outbox: written in the same transaction as the change, published after commit.
CREATE TABLE outbox (
  seq bigserial PRIMARY KEY,
  id uuid NOT NULL UNIQUE,
  name text NOT NULL,
  payload jsonb NOT NULL,
  occurred_at timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz
);
CREATE INDEX outbox_unpublished_idx ON outbox (seq) WHERE published_at IS NULL;

-- Who read or changed whose data, when, and with what outcome. Append-only.
CREATE TABLE activity_log (
  id bigserial PRIMARY KEY,
  organization_id uuid REFERENCES organizations(id),
  actor_id uuid REFERENCES users(id),
  actor_role text,
  action text NOT NULL,
  subject_type text,
  subject_id text,
  outcome text NOT NULL CHECK (outcome IN ('success', 'denied', 'failure')),
  ip text,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX activity_log_subject_idx ON activity_log (subject_type, subject_id, created_at);
CREATE INDEX activity_log_actor_idx ON activity_log (actor_id, created_at);

CREATE FUNCTION activity_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'activity_log is append-only';
END;
$$;
CREATE TRIGGER activity_log_no_update BEFORE UPDATE OR DELETE ON activity_log
  FOR EACH ROW EXECUTE FUNCTION activity_log_append_only();

CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type text NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  link text,
  created_by uuid REFERENCES users(id),
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC);

-- Crash logs from the web app's error boundary (spec §3 payload).
CREATE TABLE crash_reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users(id),
  organization_id uuid REFERENCES organizations(id),
  ip text,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX crash_reports_created_idx ON crash_reports (created_at DESC);
