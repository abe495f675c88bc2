-- The shift-handoff board's history. The update log is compacted away, so authorship is recorded
-- as the updates are appended (same statement or transaction as the append, handoff boards only),
-- and the scheduler keeps one record per board per shift in which it changed.

-- The user who first brought each Yjs client id into a board: every character that client wrote is theirs.
CREATE TABLE handoff_client_authors (
  document_name text NOT NULL,
  client_id bigint NOT NULL,
  user_id uuid NOT NULL REFERENCES users(id),
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (document_name, client_id)
);

-- Who changed a board in which minute (and how many updates): a shift's contributors.
CREATE TABLE handoff_activity (
  document_name text NOT NULL,
  minute timestamptz NOT NULL,
  user_id uuid NOT NULL REFERENCES users(id),
  updates integer NOT NULL,
  PRIMARY KEY (document_name, minute, user_id)
);

-- One per board and shift in which it changed, made once just after the shift ended.
CREATE TABLE handoff_shift_records (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  location_id uuid NOT NULL REFERENCES locations(id),
  shift_date date NOT NULL,
  shift text NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  -- The board when the record was made (a Yjs update), and its state vector: the next record's start.
  -- Null when not captured: a later shift of the same catch-up holds the board as it then was.
  state bytea,
  end_state_vector bytea,
  -- The state vector the shift started from: characters beyond it were written during the shift.
  start_state_vector bytea NOT NULL,
  content_json jsonb,
  content_html text,
  content_text text,
  content_empty boolean,
  -- The rendering's blocks, each character run with its author's user id and whether it is new.
  attribution jsonb NOT NULL DEFAULT '[]',
  UNIQUE (location_id, starts_at)
);

CREATE TABLE handoff_shift_contributors (
  record_id uuid NOT NULL REFERENCES handoff_shift_records(id),
  user_id uuid NOT NULL REFERENCES users(id),
  first_edit_at timestamptz NOT NULL,
  last_edit_at timestamptz NOT NULL,
  minutes_active integer NOT NULL,
  PRIMARY KEY (record_id, user_id)
);

-- A record is what the board held: it never changes.
CREATE FUNCTION handoff_history_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END;
$$;
CREATE TRIGGER handoff_shift_records_append_only BEFORE UPDATE OR DELETE ON handoff_shift_records
  FOR EACH ROW EXECUTE FUNCTION handoff_history_append_only();
CREATE TRIGGER handoff_shift_contributors_append_only BEFORE UPDATE OR DELETE ON handoff_shift_contributors
  FOR EACH ROW EXECUTE FUNCTION handoff_history_append_only();
