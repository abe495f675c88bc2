-- A family is one sign-in and every refresh token rotated from it. Presenting a refresh token that
-- was already used means two holders have it (one stole it): the family is revoked, so every token
-- of that sign-in (access tokens carry the family as `fam`) stops working; other sign-ins stay.
CREATE TABLE refresh_token_families (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX refresh_token_families_user_idx ON refresh_token_families (user_id);

-- Tokens issued before families existed have none; each refresh of one starts a family.
ALTER TABLE refresh_tokens ADD COLUMN family_id uuid REFERENCES refresh_token_families(id) ON DELETE CASCADE;
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
