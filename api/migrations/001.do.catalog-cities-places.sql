-- First slice: the catalog (categories, cuisines, dress codes), cities, image sets and places.
-- Ids are 24-character lowercase hex strings (docs/conventions.md).

CREATE TABLE cities (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  name text NOT NULL,
  latin_name text NOT NULL UNIQUE,
  country text NOT NULL,
  lat double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lon double precision NOT NULL CHECK (lon BETWEEN -180 AND 180),
  time_zone text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX cities_display_order ON cities (sort_order, name);

CREATE TABLE categories (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  name text NOT NULL,
  latin_name text NOT NULL UNIQUE,
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE cuisines (
  value text PRIMARY KEY,
  label text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE dresscodes (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  title text NOT NULL,
  description text,
  sort_order integer NOT NULL DEFAULT 0
);

-- One uploaded image in its renditions. `variants` holds
-- { standard | thumbnail | cover | original: { key, width, height } } where `key` is the
-- storage key (for example 'demo/ab12-standard.jpg'); URLs are derived from keys when read.
CREATE TABLE image_sets (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  variants jsonb NOT NULL,
  order_number integer NOT NULL DEFAULT 0,
  description text,
  is_deleted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE places (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  latin_name text NOT NULL UNIQUE,
  name text NOT NULL,
  city_id text NOT NULL REFERENCES cities (id),
  category_id text REFERENCES categories (id),
  -- Organisations arrive with a later migration, which adds the foreign key.
  organisation_id text,
  avatar_id text REFERENCES image_sets (id),
  logo_id text REFERENCES image_sets (id),
  background_id text REFERENCES image_sets (id),
  -- 1: 0-500, 2: 500-1000, 3: 1000-2000, 4: 2000 and more.
  average_check smallint CHECK (average_check BETWEEN 1 AND 4),
  is_top50_bars boolean NOT NULL DEFAULT false,
  is_top100_restaurants boolean NOT NULL DEFAULT false,
  is_top_cafes boolean NOT NULL DEFAULT false,
  is_reservations_enabled boolean NOT NULL DEFAULT false,
  address_city text,
  street text,
  building text,
  lat double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lon double precision NOT NULL CHECK (lon BETWEEN -180 AND 180),
  status text NOT NULL DEFAULT 'opened'
    CHECK (status IN ('opened', 'closed', 'temporary-closed', 'deleted')),
  moderation_status text NOT NULL DEFAULT 'on-moderation'
    CHECK (moderation_status IN ('published', 'on-moderation', 'unpublished')),
  moderation_unpublished_reason text,
  short_description text,
  description text,
  dresscode_id text REFERENCES dresscodes (id),
  parking_info text,
  road_info text,
  -- Amenity codes keyed by the SPEC's feature names (alcohol, businessLunch, ...).
  features jsonb NOT NULL DEFAULT '{}',
  follower_count integer NOT NULL DEFAULT 0 CHECK (follower_count >= 0),
  review_count integer NOT NULL DEFAULT 0 CHECK (review_count >= 0),
  news_count integer NOT NULL DEFAULT 0 CHECK (news_count >= 0),
  -- The default list order: higher rank first, then id, so paging is stable.
  rank integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The city list: only listed places, already in list order.
CREATE INDEX places_city_listed ON places (city_id, rank DESC, id)
  WHERE moderation_status = 'published' AND status <> 'deleted';
CREATE INDEX places_category ON places (category_id);

CREATE TABLE place_cuisines (
  place_id text NOT NULL REFERENCES places (id) ON DELETE CASCADE,
  cuisine_value text NOT NULL REFERENCES cuisines (value),
  order_number integer NOT NULL DEFAULT 0,
  PRIMARY KEY (place_id, cuisine_value)
);
CREATE INDEX place_cuisines_by_cuisine ON place_cuisines (cuisine_value, place_id);

CREATE TABLE place_schedules (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  place_id text NOT NULL REFERENCES places (id) ON DELETE CASCADE,
  name text,
  is_main boolean NOT NULL DEFAULT false,
  order_number integer NOT NULL DEFAULT 0
);
CREATE INDEX place_schedules_by_place ON place_schedules (place_id);
CREATE UNIQUE INDEX place_schedules_one_main ON place_schedules (place_id) WHERE is_main;

-- Times are HH:mm in the city's time zone; end before start means past midnight and
-- 00:00-00:00 means open 24 hours. A missing day is a closed day.
CREATE TABLE place_schedule_items (
  schedule_id text NOT NULL REFERENCES place_schedules (id) ON DELETE CASCADE,
  day_of_week smallint NOT NULL CHECK (day_of_week BETWEEN 1 AND 7),
  start_at text NOT NULL CHECK (start_at ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  end_at text NOT NULL CHECK (end_at ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  PRIMARY KEY (schedule_id, day_of_week)
);

CREATE TABLE place_phones (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  place_id text NOT NULL REFERENCES places (id) ON DELETE CASCADE,
  phone text NOT NULL,
  name text,
  order_number integer NOT NULL DEFAULT 0
);
CREATE INDEX place_phones_by_place ON place_phones (place_id);

CREATE TABLE place_links (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  place_id text NOT NULL REFERENCES places (id) ON DELETE CASCADE,
  name text,
  link text NOT NULL,
  order_number integer NOT NULL DEFAULT 0
);
CREATE INDEX place_links_by_place ON place_links (place_id);
