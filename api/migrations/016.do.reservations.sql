-- Booking a table (docs/booking.md): the bookable times a place's staff set, the tables each time
-- offers, the holds a guest takes while proving their phone, and the reservations.

-- Per weekday and bookable time (HH:mm on 30-minute steps, the city's time zone): so many tables
-- of so many seats. A place without rows here takes no bookings, whatever its flag says.
CREATE TABLE reservation_tables (
  place_id text NOT NULL REFERENCES places (id) ON DELETE CASCADE,
  day_of_week smallint NOT NULL CHECK (day_of_week BETWEEN 1 AND 7),
  time text NOT NULL CHECK (time ~ '^([01][0-9]|2[0-3]):(00|30)$'),
  seats smallint NOT NULL CHECK (seats BETWEEN 1 AND 100),
  count smallint NOT NULL CHECK (count BETWEEN 1 AND 1000),
  PRIMARY KEY (place_id, day_of_week, time, seats)
);

-- A reservation holds one table of `table_seats` at its time until it is declined.
CREATE TABLE reservations (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  place_id text NOT NULL REFERENCES places (id),
  -- The guest: the account of the proven phone (made on the first booking, as a code login does).
  user_id text NOT NULL REFERENCES users (id),
  phone text NOT NULL,
  name text NOT NULL,
  guests_count smallint NOT NULL CHECK (guests_count BETWEEN 1 AND 100),
  table_seats smallint NOT NULL CHECK (table_seats >= guests_count),
  datetime timestamptz NOT NULL,
  zone_choice text,
  comment text,
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'confirmed', 'declined')),
  answer text,
  -- The codes of the links sent to the place's staff (/confirm/{code}, /decline/{code}).
  confirm_code text NOT NULL UNIQUE,
  decline_code text NOT NULL UNIQUE,
  answered_at timestamptz,
  is_viewed boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reservations_by_place ON reservations (place_id, created_at DESC, id DESC);
CREATE INDEX reservations_by_user ON reservations (user_id, created_at DESC, id DESC);
-- The tables taken at a time.
CREATE INDEX reservations_taken ON reservations (place_id, datetime) WHERE status <> 'declined';

-- A table held for a phone from the moment the booking form asks for its code until that code
-- expires (expires_at) or the booking is made; at most one per phone.
CREATE TABLE reservation_holds (
  phone text PRIMARY KEY,
  place_id text NOT NULL REFERENCES places (id) ON DELETE CASCADE,
  datetime timestamptz NOT NULL,
  table_seats smallint NOT NULL CHECK (table_seats >= 1),
  expires_at timestamptz NOT NULL
);
CREATE INDEX reservation_holds_slot ON reservation_holds (place_id, datetime);
CREATE INDEX reservation_holds_expiry ON reservation_holds (expires_at);

-- Codes that prove a guest's phone for a booking.
ALTER TABLE one_time_codes DROP CONSTRAINT one_time_codes_purpose_check;
ALTER TABLE one_time_codes ADD CONSTRAINT one_time_codes_purpose_check
  CHECK (purpose IN ('login', 'registration', 'restore', 'reservation'));

-- Reservations notify the place (a new one) and the guest (the place's answer).
ALTER TABLE notifications DROP CONSTRAINT notifications_type_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_type_check
  CHECK (type IN ('comment', 'like', 'answer', 'follower', 'post', 'permission', 'status',
                  'message', 'reservation'));
ALTER TABLE notifications DROP CONSTRAINT notifications_object_type_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_object_type_check
  CHECK (object_type IN ('post', 'comment', 'user', 'place', 'organisation', 'chat', 'message',
                         'reservation'));
