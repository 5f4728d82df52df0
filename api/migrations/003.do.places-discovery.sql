-- Places to discover (issue 4): organisations (chains), photo albums and menus, and what every
-- place filter needs to stay an index lookup at 100,000 places: features as an array, the main
-- schedule as minutes of the week, trigram search on names, and locations on the earth's surface.

CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS cube;
CREATE EXTENSION IF NOT EXISTS earthdistance;

CREATE TABLE organisations (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  name text NOT NULL,
  category_id text REFERENCES categories (id),
  -- The home city (an organisation's places may be in several cities).
  city_id text REFERENCES cities (id),
  avatar_id text REFERENCES image_sets (id),
  news_count integer NOT NULL DEFAULT 0 CHECK (news_count >= 0),
  review_count integer NOT NULL DEFAULT 0 CHECK (review_count >= 0),
  is_deleted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX organisations_by_name ON organisations (name, id) WHERE NOT is_deleted;
CREATE INDEX organisations_name_trgm ON organisations USING gin (name gin_trgm_ops);

-- Owners and managers of chains (SPEC section 6); migration 004 creates the same table when it
-- runs first.
CREATE TABLE IF NOT EXISTS organisation_staff (
  organisation_id text NOT NULL CHECK (organisation_id ~ '^[0-9a-f]{24}$'),
  user_id text NOT NULL REFERENCES users (id),
  role text NOT NULL CHECK (role IN ('owner', 'manager', 'requester')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organisation_id, user_id)
);

ALTER TABLE places
  ADD CONSTRAINT places_organisation_fk FOREIGN KEY (organisation_id) REFERENCES organisations (id);
CREATE INDEX places_by_organisation ON places (organisation_id, rank DESC, id)
  WHERE organisation_id IS NOT NULL;

ALTER TABLE places ADD COLUMN menu_description text;

-- Photo albums and menus of a place. Photos are image sets; one image set may appear in several
-- galleries, so a photo's position and caption belong to the gallery.
CREATE TABLE galleries (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  place_id text NOT NULL REFERENCES places (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('album', 'menu')),
  title text NOT NULL,
  description text,
  -- Null: the first photo is the cover.
  cover_id text REFERENCES image_sets (id),
  order_number integer NOT NULL DEFAULT 0,
  is_deleted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX galleries_of_place ON galleries (place_id, kind, order_number, id) WHERE NOT is_deleted;

CREATE TABLE gallery_photos (
  gallery_id text NOT NULL REFERENCES galleries (id) ON DELETE CASCADE,
  image_set_id text NOT NULL REFERENCES image_sets (id),
  order_number integer NOT NULL DEFAULT 0,
  description text,
  PRIMARY KEY (gallery_id, image_set_id)
);

-- Features: the names whose code is above 0, kept by PostgreSQL itself (a generated column), so a
-- features filter is an array overlap on a GIN index.
CREATE FUNCTION place_features_on(features jsonb) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(key ORDER BY key), '{}')
  FROM jsonb_each(features)
  WHERE jsonb_typeof(value) = 'number' AND value::text::numeric > 0
$$;
ALTER TABLE places
  ADD COLUMN features_on text[] GENERATED ALWAYS AS (place_features_on(features)) STORED;
CREATE INDEX places_features_on ON places USING gin (features_on);

-- The main schedule, summarised on the place row so schedule filters need no join:
-- open_week: the open minutes of the week (0 = Monday 00:00 ... 10080), an item past midnight
--   running into the next day and Sunday night wrapping to Monday morning;
-- open_days: bit (day - 1) set for each weekday with an item;
-- open_after_midnight: some item ends after midnight, or runs 24 hours.
ALTER TABLE places
  ADD COLUMN open_week int4multirange NOT NULL DEFAULT '{}',
  ADD COLUMN open_days smallint NOT NULL DEFAULT 0,
  ADD COLUMN open_after_midnight boolean NOT NULL DEFAULT false;
CREATE INDEX places_open_week ON places USING gist (open_week);

CREATE FUNCTION schedule_time_minutes(hhmm text) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT substr(hhmm, 1, 2)::integer * 60 + substr(hhmm, 4, 2)::integer
$$;

-- Recomputes the summary of the given places from their main schedules.
CREATE FUNCTION refresh_place_open_week(place_ids text[]) RETURNS void
LANGUAGE sql AS $$
  WITH items AS (
    SELECT s.place_id, i.day_of_week,
           (i.day_of_week - 1) * 1440 + schedule_time_minutes(i.start_at) AS start_minute,
           schedule_time_minutes(i.start_at) AS start_of_day,
           schedule_time_minutes(i.end_at) AS end_of_day
    FROM place_schedules s
    JOIN place_schedule_items i ON i.schedule_id = s.id
    WHERE s.is_main AND s.place_id = ANY(place_ids)
  ),
  spans AS (
    SELECT place_id, day_of_week, start_minute, end_of_day,
           start_minute + CASE WHEN end_of_day > start_of_day THEN end_of_day - start_of_day
                               ELSE end_of_day - start_of_day + 1440 END AS end_minute,
           end_of_day <= start_of_day AND end_of_day > 0
             OR end_of_day = start_of_day AS after_midnight
    FROM items
  ),
  ranges AS (
    SELECT place_id, int4range(start_minute, least(end_minute, 10080)) AS r FROM spans
    UNION ALL
    SELECT place_id, int4range(0, end_minute - 10080) FROM spans WHERE end_minute > 10080
  ),
  summary AS (
    SELECT p.id,
           coalesce((SELECT range_agg(r) FROM ranges WHERE ranges.place_id = p.id), '{}')
             AS open_week,
           coalesce((SELECT bit_or(1 << (day_of_week - 1)) FROM spans
                     WHERE spans.place_id = p.id), 0)::smallint AS open_days,
           coalesce((SELECT bool_or(after_midnight) FROM spans WHERE spans.place_id = p.id),
                    false) AS open_after_midnight
    FROM places p
    WHERE p.id = ANY(place_ids)
  )
  UPDATE places p
  SET open_week = summary.open_week,
      open_days = summary.open_days,
      open_after_midnight = summary.open_after_midnight
  FROM summary
  WHERE p.id = summary.id
    AND (p.open_week, p.open_days, p.open_after_midnight)
        IS DISTINCT FROM (summary.open_week, summary.open_days, summary.open_after_midnight)
$$;

-- Statement-level triggers (one UPDATE per statement, however many rows): a bulk insert of
-- 700,000 schedule items refreshes each place once.
CREATE FUNCTION place_schedule_items_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_place_open_week(ARRAY(
    SELECT DISTINCT s.place_id FROM place_schedules s
    WHERE s.id IN (SELECT schedule_id FROM changed_items)));
  RETURN NULL;
END
$$;
CREATE TRIGGER place_schedule_items_inserted AFTER INSERT ON place_schedule_items
  REFERENCING NEW TABLE AS changed_items
  FOR EACH STATEMENT EXECUTE FUNCTION place_schedule_items_changed();
CREATE TRIGGER place_schedule_items_updated AFTER UPDATE ON place_schedule_items
  REFERENCING NEW TABLE AS changed_items
  FOR EACH STATEMENT EXECUTE FUNCTION place_schedule_items_changed();
CREATE TRIGGER place_schedule_items_deleted AFTER DELETE ON place_schedule_items
  REFERENCING OLD TABLE AS changed_items
  FOR EACH STATEMENT EXECUTE FUNCTION place_schedule_items_changed();

CREATE FUNCTION place_schedules_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_place_open_week(ARRAY(SELECT DISTINCT place_id FROM changed_schedules));
  RETURN NULL;
END
$$;
CREATE TRIGGER place_schedules_updated AFTER UPDATE ON place_schedules
  REFERENCING NEW TABLE AS changed_schedules
  FOR EACH STATEMENT EXECUTE FUNCTION place_schedules_changed();
CREATE TRIGGER place_schedules_deleted AFTER DELETE ON place_schedules
  REFERENCING OLD TABLE AS changed_schedules
  FOR EACH STATEMENT EXECUTE FUNCTION place_schedules_changed();

-- Name search: typo-tolerant (trigram word similarity) and substring matches, both on this index.
CREATE INDEX places_name_trgm ON places USING gin (name gin_trgm_ops);

-- Nearby and distance order: a point on the earth's surface (cube), searched by box and ordered
-- by the GiST index's nearest-neighbour scan.
CREATE INDEX places_earth ON places USING gist (ll_to_earth(lat, lon));

-- Great-circle distance in metres on a sphere of radius 6,372,795 m (SPEC section 9).
CREATE FUNCTION place_distance(lat1 double precision, lon1 double precision,
                               lat2 double precision, lon2 double precision)
RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 2 * 6372795 * asin(least(1, sqrt(
    sin(radians(lat2 - lat1) / 2) ^ 2
    + cos(radians(lat1)) * cos(radians(lat2)) * sin(radians(lon2 - lon1) / 2) ^ 2)))
$$;

-- Admin lists: places on moderation, unpublished or deleted, per city in list order.
CREATE INDEX places_city_moderation ON places (city_id, moderation_status, rank DESC, id);

-- Places already in the database (a data folder seeded before this migration).
SELECT refresh_place_open_week(ARRAY(SELECT id FROM places));
