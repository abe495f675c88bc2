-- The notification feed reads a user's rows newest first, often only the unread ones (the bell,
-- "mark all read") or only some types (the feed's filter), and counts them by type.
-- notifications_user_idx (user_id, created_at DESC) keeps serving the unfiltered list.
CREATE INDEX notifications_user_unread_idx ON notifications (user_id, created_at DESC) WHERE read_at IS NULL;
CREATE INDEX notifications_user_type_idx ON notifications (user_id, type, created_at DESC);
