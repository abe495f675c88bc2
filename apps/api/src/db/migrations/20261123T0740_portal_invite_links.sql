-- Portal invitations for clients reuse the single-use link tokens, with their own purpose (72 h).
ALTER TABLE password_reset_tokens DROP CONSTRAINT password_reset_tokens_purpose_check;
ALTER TABLE password_reset_tokens ADD CONSTRAINT password_reset_tokens_purpose_check CHECK (purpose IN ('reset', 'invite', 'portal_invite'));
-- At most one portal user per client record.
CREATE UNIQUE INDEX users_client_idx ON users (client_id) WHERE client_id IS NOT NULL;
