-- A client's documents (scans, releases, lab results, …) and profile photos. The bytes live in the file
-- store (the data directory, or an S3 bucket) under storage_key; a row is made only once its file is
-- stored, and its type is what the bytes are, never what the name said. Documents are deleted softly,
-- with who, when and why, and their files kept: clinical records are retained.

CREATE TABLE client_documents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id),
  client_id uuid NOT NULL REFERENCES clients(id),
  category text NOT NULL CHECK (category IN ('intake_paperwork', 'consent_release', 'identification',
    'insurance_card', 'legal_court', 'medical_records', 'lab_results', 'discharge', 'other')),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  -- As uploaded, cleaned of paths and control characters; shown and offered as the download's name.
  file_name text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 255),
  content_type text NOT NULL
    CHECK (content_type IN ('application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'image/heic', 'image/heif')),
  size_bytes integer NOT NULL CHECK (size_bytes > 0),
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  storage_key text NOT NULL UNIQUE,
  uploaded_by uuid NOT NULL REFERENCES users(id),
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  deleted_by uuid REFERENCES users(id),
  deleted_at timestamptz,
  deletion_reason text,
  CHECK ((deleted_at IS NULL) = (deleted_by IS NULL) AND (deleted_at IS NULL) = (deletion_reason IS NULL))
);
CREATE INDEX client_documents_client_idx ON client_documents (client_id, uploaded_at DESC);

-- Every photo a client has had; the latest is the current one (earlier ones are kept, like documents).
CREATE TABLE client_profile_photos (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id),
  client_id uuid NOT NULL REFERENCES clients(id),
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp')),
  size_bytes integer NOT NULL CHECK (size_bytes > 0),
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  storage_key text NOT NULL UNIQUE,
  uploaded_by uuid NOT NULL REFERENCES users(id),
  uploaded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX client_profile_photos_client_idx ON client_profile_photos (client_id, uploaded_at DESC);
