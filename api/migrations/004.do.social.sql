-- The social layer (issue 5): posts (news, reviews, impressions), comments with replies, likes,
-- follows of users and places, and who uploaded an image. Counters live on their rows and are
-- changed in the same transaction as the rows they count, so they stay exact; CHECKs keep them
-- from going below zero.

-- Images uploaded through POST /images remember their uploader: only they may attach them.
ALTER TABLE image_sets ADD COLUMN uploaded_by text REFERENCES users (id);

-- Owners and managers of chains (SPEC section 6). Organisations arrive with migration 003, which
-- may or may not have run before this one on a given database, so there is no foreign key here.
CREATE TABLE IF NOT EXISTS organisation_staff (
  organisation_id text NOT NULL CHECK (organisation_id ~ '^[0-9a-f]{24}$'),
  user_id text NOT NULL REFERENCES users (id),
  role text NOT NULL CHECK (role IN ('owner', 'manager', 'requester')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organisation_id, user_id)
);
CREATE INDEX IF NOT EXISTS organisation_staff_user ON organisation_staff (user_id);

CREATE TABLE posts (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  type text NOT NULL CHECK (type IN ('news', 'review', 'impression')),
  -- The person who wrote it, also when it was published as the place or chain (by_outlet).
  user_id text NOT NULL REFERENCES users (id),
  by_outlet boolean NOT NULL DEFAULT false,
  place_id text REFERENCES places (id),
  organisation_id text CHECK (organisation_id ~ '^[0-9a-f]{24}$'),
  city_id text REFERENCES cities (id),
  text text NOT NULL DEFAULT '',
  rating smallint CHECK (rating BETWEEN 1 AND 5),
  lat double precision CHECK (lat BETWEEN -90 AND 90),
  lon double precision CHECK (lon BETWEEN -180 AND 180),
  like_count integer NOT NULL DEFAULT 0 CHECK (like_count >= 0),
  -- Comments that are neither hidden nor deleted.
  comment_count integer NOT NULL DEFAULT 0 CHECK (comment_count >= 0),
  is_edited boolean NOT NULL DEFAULT false,
  is_hidden boolean NOT NULL DEFAULT false,
  is_deleted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((type = 'review') = (rating IS NOT NULL)),
  CHECK (type <> 'review' OR place_id IS NOT NULL),
  CHECK (type <> 'news' OR place_id IS NOT NULL OR organisation_id IS NOT NULL),
  CHECK (type <> 'impression' OR (place_id IS NULL AND organisation_id IS NULL
                                  AND city_id IS NOT NULL AND lat IS NOT NULL AND lon IS NOT NULL))
);
-- Feeds read visible posts newest first.
CREATE INDEX posts_city_feed ON posts (city_id, created_at DESC, id DESC)
  WHERE NOT is_deleted AND NOT is_hidden;
CREATE INDEX posts_place_feed ON posts (place_id, created_at DESC, id DESC)
  WHERE NOT is_deleted AND NOT is_hidden;
CREATE INDEX posts_organisation_feed ON posts (organisation_id, created_at DESC, id DESC)
  WHERE NOT is_deleted AND NOT is_hidden;
CREATE INDEX posts_user_feed ON posts (user_id, created_at DESC, id DESC)
  WHERE NOT is_deleted AND NOT is_hidden;
CREATE INDEX posts_all_feed ON posts (created_at DESC, id DESC)
  WHERE NOT is_deleted AND NOT is_hidden;

CREATE TABLE post_images (
  post_id text NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  image_set_id text NOT NULL REFERENCES image_sets (id),
  order_number integer NOT NULL DEFAULT 0,
  PRIMARY KEY (post_id, image_set_id)
);

CREATE TABLE comments (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  post_id text NOT NULL REFERENCES posts (id),
  user_id text NOT NULL REFERENCES users (id),
  -- Written as the post's place or chain: then the outlet is the post's place or organisation.
  by_outlet boolean NOT NULL DEFAULT false,
  subject_comment_id text REFERENCES comments (id),
  text text NOT NULL DEFAULT '',
  like_count integer NOT NULL DEFAULT 0 CHECK (like_count >= 0),
  is_edited boolean NOT NULL DEFAULT false,
  is_hidden boolean NOT NULL DEFAULT false,
  is_deleted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX comments_by_post ON comments (post_id, created_at, id);
CREATE INDEX comments_by_user ON comments (user_id);

CREATE TABLE comment_images (
  comment_id text NOT NULL REFERENCES comments (id) ON DELETE CASCADE,
  image_set_id text NOT NULL REFERENCES image_sets (id),
  order_number integer NOT NULL DEFAULT 0,
  PRIMARY KEY (comment_id, image_set_id)
);

-- A like of a post (comment_id null) or of one of its comments. `liker_id` is the person, or the
-- place or organisation when the like is by the outlet; `user_id` is who pressed it.
CREATE TABLE likes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  post_id text NOT NULL REFERENCES posts (id),
  comment_id text REFERENCES comments (id),
  liker_id text NOT NULL CHECK (liker_id ~ '^[0-9a-f]{24}$'),
  by_outlet boolean NOT NULL DEFAULT false,
  user_id text NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX likes_one_per_liker ON likes (post_id, (coalesce(comment_id, '')), liker_id);
CREATE INDEX likes_newest ON likes (post_id, comment_id, created_at DESC, id DESC);

-- A person following a person or a place.
CREATE TABLE follows (
  follower_id text NOT NULL REFERENCES users (id),
  user_id text REFERENCES users (id),
  place_id text REFERENCES places (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((user_id IS NULL) <> (place_id IS NULL)),
  CHECK (follower_id <> user_id)
);
CREATE UNIQUE INDEX follows_user ON follows (follower_id, user_id) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX follows_place ON follows (follower_id, place_id) WHERE place_id IS NOT NULL;
CREATE INDEX follows_followers_of_user ON follows (user_id, created_at DESC)
  WHERE user_id IS NOT NULL;
CREATE INDEX follows_followers_of_place ON follows (place_id, created_at DESC)
  WHERE place_id IS NOT NULL;
CREATE INDEX follows_following ON follows (follower_id, created_at DESC);
