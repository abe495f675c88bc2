-- A sealed document: its stored state is final (a signed note). Appends and snapshots are refused
-- while the row exists; a note returned for revision deletes it.
CREATE TABLE collab_document_locks (
  document_name text PRIMARY KEY,
  locked_at timestamptz NOT NULL DEFAULT now(),
  reason text NOT NULL
);
