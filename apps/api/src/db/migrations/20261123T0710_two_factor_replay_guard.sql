-- The last TOTP time step accepted for a user: a code is never accepted twice (RFC 6238 §5.2).
ALTER TABLE users ADD COLUMN two_factor_last_step bigint;
