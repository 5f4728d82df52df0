-- People search (issue 3, for the search page of issue 4): typo-tolerant matching of names with
-- trigrams. The searched text is one lowercased column, so a single GIN index serves substring
-- (LIKE), similarity (%) and word similarity (<%) matches.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

ALTER TABLE users
  ADD COLUMN search_name text GENERATED ALWAYS AS (
    lower(trim(coalesce(first_name, '') || ' ' || coalesce(second_name, '')))
  ) STORED;

CREATE INDEX users_search_name_trgm ON users USING gin (search_name gin_trgm_ops)
  WHERE NOT is_deleted;
