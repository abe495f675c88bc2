-- Organizations, their locations, and the people who sign in (staff and portal clients).
CREATE TABLE organizations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE locations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id),
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX locations_organization_idx ON locations (organization_id);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id),
  email text NOT NULL,
  password_hash text,
  role text NOT NULL CHECK (role IN ('admin','supervisor','therapist','nurse','physician','bht','admissions','client')),
  first_name text NOT NULL,
  last_name text NOT NULL,
  phone text,
  photo text,
  -- 1 Active, 2 Inactive, 3 Invited (spec §3 clinician filter)
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
  timezone text NOT NULL DEFAULT 'America/Los_Angeles',
  -- Bumped to revoke every token issued before (logout, password or 2FA change, deactivation).
  token_version integer NOT NULL DEFAULT 0,
  two_factor_enabled boolean NOT NULL DEFAULT false,
  two_factor_secret text,
  two_factor_pending_secret text,
  pin_hash text,
  default_location_id uuid REFERENCES locations(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_idx ON users (lower(email));
CREATE INDEX users_organization_idx ON users (organization_id, status, role);

CREATE TABLE user_locations (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  location_id uuid NOT NULL REFERENCES locations(id),
  PRIMARY KEY (user_id, location_id)
);
CREATE INDEX user_locations_location_idx ON user_locations (location_id);

-- Secrets generated once and shared by every API instance (the JWT signing key).
CREATE TABLE app_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Refresh tokens are single-use: each refresh consumes one and issues the next.
CREATE TABLE refresh_tokens (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);

-- Password-reset and invitation links; only the SHA-256 of the token is kept.
CREATE TABLE password_reset_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  purpose text NOT NULL CHECK (purpose IN ('reset', 'invite')),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
