-- The EMR list's search looks for the typed text anywhere in names and MR numbers, and for its digits
-- anywhere in the phone number. A substring match cannot use a b-tree: without these, every search
-- read and compared every client of the organization (and stripped every phone number's punctuation).
-- Trigram indexes answer `ILIKE '%text%'` and `LIKE '%digits%'` from the index instead.
-- pg_trgm is a trusted extension: the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- The phone number's digits alone, so that "(555) 20", "555-20" and "55520" all find (555) 200-1000.
ALTER TABLE clients ADD COLUMN phone_digits text
  GENERATED ALWAYS AS (regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g')) STORED;

-- Every text the search matches by name or MR number, a line each: "first last", "preferred last"
-- (empty without a preferred name) and the MR number. The list matches it first, through the index,
-- then each field as before, so a search spanning two lines finds nothing it did not find before.
ALTER TABLE clients ADD COLUMN search_text text
  GENERATED ALWAYS AS (
    first_name || ' ' || last_name || E'\n' || coalesce(preferred_name || ' ' || last_name, '') || E'\n' || mr_no
  ) STORED;

CREATE INDEX clients_search_text_trgm_idx ON clients USING gin (search_text gin_trgm_ops) WITH (fastupdate = off);
CREATE INDEX clients_phone_digits_trgm_idx ON clients USING gin (phone_digits gin_trgm_ops) WITH (fastupdate = off);
