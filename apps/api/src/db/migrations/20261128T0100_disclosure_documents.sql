-- A disclosure may release documents of the client's chart (a release-of-information packet): their ids,
-- in the order they were released, at most 20 and each once. Disclosures recorded before this released none.

ALTER TABLE client_disclosures
  ADD COLUMN document_ids uuid[] NOT NULL DEFAULT '{}',
  ADD CONSTRAINT client_disclosures_document_ids_check CHECK (
    cardinality(document_ids) <= 20 AND array_position(document_ids, NULL) IS NULL
  );
