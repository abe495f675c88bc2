-- Appearance preferences per user (spec §3); a user without a row has the defaults.
-- The default location stays in users.default_location_id, which /auth/me already reads.
CREATE TABLE user_preferences (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  theme text NOT NULL DEFAULT 'default' CHECK (theme IN ('default', 'dark')),
  transparent boolean NOT NULL DEFAULT false,
  size smallint NOT NULL DEFAULT 14 CHECK (size BETWEEN 10 AND 24),
  table_spacing smallint NOT NULL DEFAULT 3 CHECK (table_spacing BETWEEN 1 AND 5),
  updated_at timestamptz NOT NULL DEFAULT now()
);
