-- Every outbox row is unpublished: the column and its partial index have nothing left to tell.
DROP INDEX outbox_unpublished_idx;
ALTER TABLE outbox DROP COLUMN published_at;
