-- The outbox holds an event only until it is published; the relay deletes it then (deleting costs
-- a fraction of rewriting each row with a publication time). Events published before: gone now.
DELETE FROM outbox WHERE published_at IS NOT NULL;
