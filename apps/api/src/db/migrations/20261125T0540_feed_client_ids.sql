-- The clients a live-board line or a notification is about (a check-in shows them by initials, a
-- task or reminder notice by name and MR number): reading them is logged with these ids, so an
-- auditor finds those reads among every read of one client's data. Earlier rows name no one.
ALTER TABLE location_board_entries ADD COLUMN client_ids uuid[] NOT NULL DEFAULT '{}';
ALTER TABLE notifications ADD COLUMN client_ids uuid[] NOT NULL DEFAULT '{}';
