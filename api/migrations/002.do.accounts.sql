-- Accounts (issue 3): users, one-time codes and their send log, access tokens, the development
-- inbox, and place staff (enough to compute the account's role flags).

CREATE TABLE users (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  -- Normalised: phone is its digits only, email is lowercased. Both are cleared when the account
  -- is deleted, so the person may register again with them.
  phone text UNIQUE CHECK (phone ~ '^[0-9]{7,15}$'),
  email text UNIQUE CHECK (email = lower(email)),
  first_name text,
  second_name text,
  about text,
  link text,
  city_id text REFERENCES cities (id),
  avatar_id text REFERENCES image_sets (id),
  -- scrypt$N$r$p$salt$key (base64); null until the person sets a password.
  password_hash text,
  is_admin boolean NOT NULL DEFAULT false,
  is_content_manager boolean NOT NULL DEFAULT false,
  is_deleted boolean NOT NULL DEFAULT false,
  -- False until the profile has a first name: the account is `isNew` until then.
  profile_filled boolean NOT NULL DEFAULT false,
  follower_count integer NOT NULL DEFAULT 0 CHECK (follower_count >= 0),
  following_count integer NOT NULL DEFAULT 0 CHECK (following_count >= 0),
  post_count integer NOT NULL DEFAULT 0 CHECK (post_count >= 0),
  comment_count integer NOT NULL DEFAULT 0 CHECK (comment_count >= 0),
  image_count integer NOT NULL DEFAULT 0 CHECK (image_count >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (is_deleted OR phone IS NOT NULL OR email IS NOT NULL)
);
CREATE INDEX users_popular ON users (follower_count DESC, id) WHERE NOT is_deleted;
CREATE INDEX users_active ON users (post_count DESC, id) WHERE NOT is_deleted;

-- One-time codes sent by SMS or e-mail. `target` is the normalised phone digits or the lowercased
-- e-mail. Only a hash of the code is kept.
CREATE TABLE one_time_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  target text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('login', 'registration', 'restore')),
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0),
  used boolean NOT NULL DEFAULT false
);
CREATE INDEX one_time_codes_latest ON one_time_codes (target, purpose, id DESC);

-- Every code actually sent, for the resend throttle (ResendSmsTemporaryBlocked).
CREATE TABLE code_send_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  target text NOT NULL,
  sent_at timestamptz NOT NULL
);
CREATE INDEX code_send_log_target ON code_send_log (target, sent_at DESC);

-- Bearer tokens: the key is the sha256 (hex) of the random token; the token itself is never kept.
CREATE TABLE access_tokens (
  token_hash text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  user_id text NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX access_tokens_user ON access_tokens (user_id) WHERE revoked_at IS NULL;

-- Development only (never written when NODE_ENV=production): the messages the default sender
-- would have sent, so a person running `npm start` and the e2e tests can read the codes.
CREATE TABLE dev_inbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  target text NOT NULL,
  text text NOT NULL,
  code text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dev_inbox_target ON dev_inbox (target, id DESC);

-- People with a role on a place (SPEC section 6): owner, manager, or requester (an application).
CREATE TABLE place_staff (
  place_id text NOT NULL REFERENCES places (id),
  user_id text NOT NULL REFERENCES users (id),
  role text NOT NULL CHECK (role IN ('owner', 'manager', 'requester')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (place_id, user_id)
);
CREATE INDEX place_staff_user ON place_staff (user_id);
