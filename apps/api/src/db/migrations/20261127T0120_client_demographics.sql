-- A client's demographics as versions: every change is a new row (who, when, why), never an update, so
-- earlier versions can be read as they were. `clients` keeps the current name, birth date, gender, phone
-- and e-mail (what lists filter and sort on), set from the latest version in the same transaction.

CREATE TABLE client_demographics (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients(id),
  version integer NOT NULL CHECK (version >= 1),
  first_name text NOT NULL,
  middle_name text,
  last_name text NOT NULL,
  preferred_name text,
  date_of_birth date NOT NULL,
  sex_assigned_at_birth text NOT NULL CHECK (sex_assigned_at_birth IN ('female', 'male', 'intersex', 'unknown')),
  gender_identity text,
  pronouns text,
  phone text,
  email text,
  address_line1 text,
  address_line2 text,
  city text,
  state text,
  postal_code text,
  preferred_language text,
  emergency_contact_name text,
  emergency_contact_relationship text,
  emergency_contact_phone text,
  referral_source text,
  changed_by uuid REFERENCES users(id),
  changed_at timestamptz NOT NULL DEFAULT now(),
  change_note text,
  -- Also the index of "the latest version of a client" (ORDER BY version DESC LIMIT 1).
  UNIQUE (client_id, version)
);

-- Clients registered before demographics were versioned start with version 1: their record as it stands.
INSERT INTO client_demographics (client_id, version, first_name, last_name, preferred_name, date_of_birth,
                                 sex_assigned_at_birth, gender_identity, phone, email, changed_at)
SELECT id, 1, first_name, last_name, preferred_name, date_of_birth, 'unknown', NULLIF(gender, ''), phone, email,
       created_at
FROM clients;
