-- Yjs documents: an append-only log of updates, compacted now and then into one state row.
CREATE TABLE collab_document_updates (
  id bigserial PRIMARY KEY,
  document_name text NOT NULL,
  data bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX collab_document_updates_name_idx ON collab_document_updates (document_name, id);

CREATE TABLE collab_document_states (
  document_name text PRIMARY KEY,
  state bytea NOT NULL,
  through_update_id bigint NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
