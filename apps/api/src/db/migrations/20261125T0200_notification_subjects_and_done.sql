-- A notification can be about one item (a group note to approve) and be done once that item was
-- dealt with (approved or returned), for every recipient at once. The subject is what finds them;
-- only open ones are ever looked up by subject, so the index holds only those.
ALTER TABLE notifications ADD COLUMN subject_type text;
ALTER TABLE notifications ADD COLUMN subject_id text;
ALTER TABLE notifications ADD COLUMN done_at timestamptz;
CREATE INDEX notifications_open_subject_idx ON notifications (subject_type, subject_id) WHERE done_at IS NULL AND subject_type IS NOT NULL;
