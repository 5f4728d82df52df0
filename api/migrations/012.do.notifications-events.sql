-- Live notifications (docs/live-events.md): the notifications people and outlets receive, and the
-- outbox of events the api streams to gateways (GET /api/v2/events). Both are written in the
-- transaction of the action that causes them, so they commit or roll back with it.

-- One notification to a person (recipient_type user) or to a place or chain, which its owners and
-- managers read together ("for the outlet"). The creator is who acted: a person, or the place or
-- chain its staff acted as; actor_user_id is always the person who pressed the button, so an
-- outlet's staff never see their own actions under Places.
CREATE TABLE notifications (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  type text NOT NULL
    CHECK (type IN ('comment', 'like', 'answer', 'follower', 'post', 'permission', 'status', 'message')),
  creator_type text NOT NULL CHECK (creator_type IN ('user', 'place', 'organisation')),
  creator_id text NOT NULL CHECK (creator_id ~ '^[0-9a-f]{24}$'),
  actor_user_id text REFERENCES users (id),
  recipient_type text NOT NULL CHECK (recipient_type IN ('user', 'place', 'organisation')),
  recipient_id text NOT NULL CHECK (recipient_id ~ '^[0-9a-f]{24}$'),
  -- The place or chain the notified post or comment belongs to (the recipient for an outlet's
  -- own notifications); null for a person's new follower.
  outlet_type text CHECK (outlet_type IN ('place', 'organisation')),
  outlet_id text CHECK (outlet_id ~ '^[0-9a-f]{24}$'),
  object_type text NOT NULL
    CHECK (object_type IN ('post', 'comment', 'user', 'place', 'organisation', 'chat', 'message')),
  object_id text NOT NULL,
  post_id text REFERENCES posts (id),
  comment_id text REFERENCES comments (id),
  -- The first words of the post or comment when it was notified (SPEC section 4).
  preview text,
  is_viewed boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((outlet_type IS NULL) = (outlet_id IS NULL))
);
-- A recipient's list, newest first (a person's own, and each outlet of the Places list).
CREATE INDEX notifications_by_recipient
  ON notifications (recipient_type, recipient_id, created_at DESC, id DESC);
-- Not-viewed counters per recipient.
CREATE INDEX notifications_not_viewed
  ON notifications (recipient_type, recipient_id) WHERE NOT is_viewed;
-- Removing a like or a follow finds the notification it caused.
CREATE INDEX notifications_by_creator ON notifications (creator_id, type, object_id)
  WHERE NOT is_viewed;

-- The outbox: every event the stream delivers, in id order. user_ids is the audience, decided in
-- the same transaction as the change.
CREATE TABLE events (
  id bigserial PRIMARY KEY,
  type text NOT NULL,
  payload jsonb NOT NULL,
  user_ids text[] NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Retention deletes by age.
CREATE INDEX events_by_time ON events (created_at);
