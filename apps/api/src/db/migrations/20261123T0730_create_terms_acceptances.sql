-- Who accepted which version of the terms of use, when and from where. One row per user and version.
CREATE TABLE terms_acceptances (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  version text NOT NULL,
  accepted_at timestamptz NOT NULL DEFAULT now(),
  ip text,
  PRIMARY KEY (user_id, version)
);
CREATE INDEX terms_acceptances_latest_idx ON terms_acceptances (user_id, accepted_at DESC);
