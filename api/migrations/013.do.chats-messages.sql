-- Chats and messages (SPEC sections 3 and 7; docs/live-events.md). A chat joins two members: a
-- person and another person, or a person and a place or chain, whose owners and managers read and
-- answer it together as the place ("for the outlet"), like its notifications.

-- One chat per pair of members: pair_key names both, sorted, so starting it again finds it.
CREATE TABLE chats (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  pair_key text NOT NULL UNIQUE,
  -- The person who started it: an empty chat is in their list only, until its first message.
  started_by text NOT NULL REFERENCES users (id),
  last_message_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The two members of each chat, with what each has seen. A place's or chain's row is shared by
-- its staff: one of them viewing its messages views them for all.
CREATE TABLE chat_members (
  chat_id text NOT NULL REFERENCES chats (id),
  member_type text NOT NULL CHECK (member_type IN ('user', 'place', 'organisation')),
  member_id text NOT NULL CHECK (member_id ~ '^[0-9a-f]{24}$'),
  -- The member has viewed every message sent up to this time.
  viewed_until timestamptz,
  -- Deleted by the member: out of its list until the next message; what came before cleared_until
  -- stays hidden from it.
  is_deleted boolean NOT NULL DEFAULT false,
  cleared_until timestamptz,
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (chat_id, member_type, member_id)
);
-- A member's list (a person's own, and each place's or chain's inbox).
CREATE INDEX chat_members_by_member ON chat_members (member_type, member_id, chat_id);

-- A message is sent by a member (sender_type, sender_id); user_id is the person who wrote it,
-- also when they wrote as a place or chain (which of its staff answered, and when).
CREATE TABLE messages (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  chat_id text NOT NULL REFERENCES chats (id),
  sender_type text NOT NULL CHECK (sender_type IN ('user', 'place', 'organisation')),
  sender_id text NOT NULL CHECK (sender_id ~ '^[0-9a-f]{24}$'),
  user_id text NOT NULL REFERENCES users (id),
  text text NOT NULL DEFAULT '',
  is_edited boolean NOT NULL DEFAULT false,
  is_deleted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- A chat's messages in publication order; its last message and its not-viewed ones.
CREATE INDEX messages_by_chat ON messages (chat_id, created_at, id);
-- What a place or chain answered, by time (who answered, first-response times).
CREATE INDEX messages_by_sender ON messages (sender_type, sender_id, created_at);

CREATE TABLE message_images (
  message_id text NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
  image_set_id text NOT NULL REFERENCES image_sets (id),
  order_number integer NOT NULL DEFAULT 0,
  PRIMARY KEY (message_id, image_set_id)
);
