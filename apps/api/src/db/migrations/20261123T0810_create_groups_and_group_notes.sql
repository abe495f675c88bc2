-- Group therapy: programs, rooms, groups with a weekly schedule and a default roster, sessions,
-- and the note of each session (attendance and one individual note per client).
CREATE TABLE programs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id),
  -- NULL: the program runs at every location of the organization.
  location_id uuid REFERENCES locations(id),
  name text NOT NULL,
  level_of_care text,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (organization_id, name)
);

CREATE TABLE rooms (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id),
  location_id uuid NOT NULL REFERENCES locations(id),
  name text NOT NULL,
  capacity integer CHECK (capacity > 0),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (location_id, name)
);

CREATE TABLE groups (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id),
  location_id uuid NOT NULL REFERENCES locations(id),
  program_id uuid NOT NULL REFERENCES programs(id),
  name text NOT NULL,
  description text,
  room_id uuid REFERENCES rooms(id),
  service_code text,
  -- [{ "weekday": 0-6, "startTime": "HH:mm", "endTime": "HH:mm" }]
  schedule jsonb NOT NULL DEFAULT '[]'::jsonb,
  active boolean NOT NULL DEFAULT true,
  created_by uuid REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX groups_location_idx ON groups (location_id);

CREATE TABLE group_facilitators (
  group_id uuid NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id),
  PRIMARY KEY (group_id, user_id)
);

-- The default roster a new session starts from.
CREATE TABLE group_members (
  group_id uuid NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
  client_id uuid NOT NULL REFERENCES clients(id),
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (group_id, client_id)
);
CREATE INDEX group_members_client_idx ON group_members (client_id);

CREATE TABLE group_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id),
  location_id uuid NOT NULL REFERENCES locations(id),
  group_id uuid NOT NULL REFERENCES groups(id),
  session_date date NOT NULL,
  start_time time NOT NULL,
  end_time time NOT NULL,
  -- The same instants in UTC (date and times are wall-clock time of the server zone).
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  topic text,
  facilitator_id uuid NOT NULL REFERENCES users(id),
  room_id uuid REFERENCES rooms(id),
  origin text NOT NULL CHECK (origin IN ('schedule', 'ad_hoc')),
  cancelled_at timestamptz,
  cancel_reason text,
  cancelled_by uuid REFERENCES users(id),
  created_by uuid REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_time > start_time)
);
-- A scheduled slot becomes at most one session, however often sessions are generated.
CREATE UNIQUE INDEX group_sessions_schedule_slot_idx ON group_sessions (group_id, session_date, start_time) WHERE origin = 'schedule';
CREATE INDEX group_sessions_location_date_idx ON group_sessions (location_id, session_date);
CREATE INDEX group_sessions_facilitator_idx ON group_sessions (facilitator_id, session_date);

CREATE TABLE group_session_co_facilitators (
  session_id uuid NOT NULL REFERENCES group_sessions(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id),
  PRIMARY KEY (session_id, user_id)
);

-- The note of a session; its rich text lives in the Yjs document `groupNote.<id>` until it is
-- submitted, when the rendered content is stored here with its hash.
CREATE TABLE group_notes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  session_id uuid NOT NULL UNIQUE REFERENCES group_sessions(id),
  organization_id uuid NOT NULL REFERENCES organizations(id),
  location_id uuid NOT NULL REFERENCES locations(id),
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'submitted', 'approved')),
  -- Bumped by every kick-back: signatures belong to one revision.
  revision integer NOT NULL DEFAULT 1,
  submitted_at timestamptz,
  submitted_by uuid REFERENCES users(id),
  approved_at timestamptz,
  approved_by uuid REFERENCES users(id),
  kicked_back_at timestamptz,
  kicked_back_by uuid REFERENCES users(id),
  kick_back_comment text,
  narrative_json jsonb,
  narrative_html text,
  narrative_text text,
  content_hash text,
  narrative_bootstrapped_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX group_notes_queue_idx ON group_notes (location_id, status, submitted_at);

-- One row per client on the session's roster: attendance, and the individual note once sealed.
CREATE TABLE group_client_notes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  note_id uuid NOT NULL REFERENCES group_notes(id),
  session_id uuid NOT NULL REFERENCES group_sessions(id),
  client_id uuid NOT NULL REFERENCES clients(id),
  attendance_status text CHECK (attendance_status IN ('present', 'late', 'left_early', 'absent', 'excused')),
  minutes_attended integer CHECK (minutes_attended >= 0),
  checked_in_at timestamptz,
  check_in_method text CHECK (check_in_method IN ('staff', 'bulk', 'self')),
  content_json jsonb,
  content_html text,
  content_text text,
  -- When the client's root was written into the note's document.
  document_bootstrapped_at timestamptz,
  updated_by uuid REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (note_id, client_id)
);
CREATE INDEX group_client_notes_client_idx ON group_client_notes (client_id);

-- Staff asked to sign a note beside its facilitators.
CREATE TABLE group_note_signees (
  note_id uuid NOT NULL REFERENCES group_notes(id),
  user_id uuid NOT NULL REFERENCES users(id),
  added_by uuid REFERENCES users(id),
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (note_id, user_id)
);

-- Every signature is its own event, bound to the content hash it signed.
CREATE TABLE group_note_signatures (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  note_id uuid NOT NULL REFERENCES group_notes(id),
  revision integer NOT NULL,
  signer_id uuid NOT NULL REFERENCES users(id),
  role text NOT NULL CHECK (role IN ('facilitator', 'co_facilitator', 'additional_signee', 'supervisor')),
  method text NOT NULL CHECK (method IN ('password', 'pin')),
  content_hash text NOT NULL,
  signed_at timestamptz NOT NULL DEFAULT now(),
  voided_at timestamptz,
  void_reason text,
  ip text
);
CREATE UNIQUE INDEX group_note_signatures_once_idx ON group_note_signatures (note_id, revision, signer_id, role) WHERE voided_at IS NULL;

CREATE TABLE group_note_status_changes (
  id bigserial PRIMARY KEY,
  note_id uuid NOT NULL REFERENCES group_notes(id),
  from_status text,
  to_status text NOT NULL,
  actor_id uuid REFERENCES users(id),
  comment text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX group_note_status_changes_note_idx ON group_note_status_changes (note_id, id);

-- Corrections to an approved note: separate signed documents, never edits.
CREATE TABLE group_note_addendums (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  note_id uuid NOT NULL REFERENCES group_notes(id),
  author_id uuid NOT NULL REFERENCES users(id),
  body_text text NOT NULL,
  body_html text NOT NULL,
  content_hash text NOT NULL,
  method text NOT NULL CHECK (method IN ('password', 'pin')),
  signed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX group_note_addendums_note_idx ON group_note_addendums (note_id, signed_at);

-- An approved note, its client notes and its signatures never change again; addenda and the
-- status history are append-only. Enforced here as well as in the service.
CREATE FUNCTION group_note_approved_is_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'approved' THEN
    RAISE EXCEPTION 'group note % is approved and can no longer change', OLD.id;
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END;
$$;
CREATE TRIGGER group_notes_final BEFORE UPDATE OR DELETE ON group_notes
  FOR EACH ROW EXECUTE FUNCTION group_note_approved_is_final();

CREATE FUNCTION group_note_part_of_approved_is_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT status FROM group_notes WHERE id = OLD.note_id) = 'approved' THEN
    RAISE EXCEPTION 'group note % is approved and can no longer change', OLD.note_id;
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END;
$$;
CREATE TRIGGER group_client_notes_final BEFORE UPDATE OR DELETE ON group_client_notes
  FOR EACH ROW EXECUTE FUNCTION group_note_part_of_approved_is_final();
CREATE TRIGGER group_note_signatures_final BEFORE UPDATE OR DELETE ON group_note_signatures
  FOR EACH ROW EXECUTE FUNCTION group_note_part_of_approved_is_final();
CREATE TRIGGER group_note_signees_final BEFORE DELETE ON group_note_signees
  FOR EACH ROW EXECUTE FUNCTION group_note_part_of_approved_is_final();

CREATE FUNCTION group_note_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END;
$$;
CREATE TRIGGER group_note_addendums_append_only BEFORE UPDATE OR DELETE ON group_note_addendums
  FOR EACH ROW EXECUTE FUNCTION group_note_append_only();
CREATE TRIGGER group_note_status_changes_append_only BEFORE UPDATE OR DELETE ON group_note_status_changes
  FOR EACH ROW EXECUTE FUNCTION group_note_append_only();
