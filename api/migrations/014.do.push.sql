-- Web push (docs/live-events.md, "Web push"): the browsers' push subscriptions, which people
-- have a live socket open on some gateway, and how far the push sender has read the outbox.

-- One row per browser subscription (its endpoint is unique at the push service). It belongs to
-- the person signed in when it was registered; mute: that person switched notification sounds off.
CREATE TABLE push_subscriptions (
  endpoint text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  mute boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_by_user ON push_subscriptions (user_id);

-- Each gateway's report of the people with an open live socket on it, replaced whole at every
-- report. A gateway that stops reporting drops out when its row expires.
CREATE TABLE live_presence (
  gateway_id text PRIMARY KEY,
  user_ids text[] NOT NULL,
  expires_at timestamptz NOT NULL
);

-- The last outbox event the push sender has taken (one row): api instances take events under its
-- row lock, so each notification is pushed by one of them.
CREATE TABLE push_cursor (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  last_event_id bigint NOT NULL
);
