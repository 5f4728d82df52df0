-- Places (issue 4), search speed: a name search looks its words up among the distinct words of
-- place names first, then takes the places having one of those words through an array index.
-- Matching a word against every name's trigrams instead meant reading and rechecking the trigram
-- lists of thousands of names per word of the query (most of a search's time on 100,000 places).

-- The words of a name as the search splits a query: at white space, lower case.
ALTER TABLE places
  ADD COLUMN name_words text[]
  GENERATED ALWAYS AS (regexp_split_to_array(lower(btrim(name)), '\s+')) STORED;

CREATE INDEX places_name_words ON places USING gin (name_words);

-- Every word that is or was in a place name. Words of renamed or removed places stay: they only
-- lead to no place, and keeping them spares a count per word on every rename.
CREATE TABLE place_name_words (word text PRIMARY KEY);

-- New words come one rename at a time and go straight into the index: a pending list (GIN's
-- fastupdate) would be read whole by every search and make the planner scan the table instead.
CREATE INDEX place_name_words_trgm ON place_name_words
  USING gin (word gin_trgm_ops) WITH (fastupdate = off);

CREATE FUNCTION remember_place_name_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO place_name_words (word)
  SELECT DISTINCT word FROM unnest(NEW.name_words) AS words (word) WHERE word <> ''
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

CREATE TRIGGER places_name_words_remembered
  AFTER INSERT ON places
  FOR EACH ROW EXECUTE FUNCTION remember_place_name_words();

CREATE TRIGGER places_new_name_words_remembered
  AFTER UPDATE OF name ON places
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION remember_place_name_words();

INSERT INTO place_name_words (word)
SELECT DISTINCT word FROM places, unnest(name_words) AS words (word) WHERE word <> ''
ON CONFLICT DO NOTHING;

-- Plans for the first searches know the table is not small.
ANALYZE place_name_words;
