-- Guests cancel their own bookings, and a full time keeps a fair line of people waiting for a
-- table there (docs/booking.md, "Cancelling" and "The waitlist").

-- A booking the guest called off. Like a declined one, it gives its table back.
ALTER TABLE reservations DROP CONSTRAINT reservations_status_check;
ALTER TABLE reservations ADD CONSTRAINT reservations_status_check
  CHECK (status IN ('new', 'confirmed', 'declined', 'cancelled'));
DROP INDEX reservations_taken;
CREATE INDEX reservations_taken ON reservations (place_id, datetime)
  WHERE status IN ('new', 'confirmed');
-- The guest said, by the confirm link sent to their phone, that they are coming.
ALTER TABLE reservations ADD COLUMN guest_confirmed_at timestamptz;

-- How many minutes before a booking's time its guest may still cancel it (0: until the time).
ALTER TABLE places ADD COLUMN cancel_cutoff_minutes integer NOT NULL DEFAULT 0
  CHECK (cancel_cutoff_minutes BETWEEN 0 AND 10080);

-- One person waiting for a table at a time of a place, or at any bookable time from `from_at` to
-- `to_at` of one day. The line is in the order people joined (`position`, drawn from a sequence).
-- While `status` is 'offered', a table of `offer_seats` at `offer_at` is kept for them until
-- `offer_expires_at`: nobody else can take it, and it counts as taken for everyone else.
CREATE TABLE waitlist_entries (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  position bigserial NOT NULL UNIQUE,
  place_id text NOT NULL REFERENCES places (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id),
  phone text NOT NULL,
  name text NOT NULL,
  guests_count smallint NOT NULL CHECK (guests_count BETWEEN 1 AND 100),
  -- The place's local date of the times waited for.
  date date NOT NULL,
  from_at timestamptz NOT NULL,
  to_at timestamptz NOT NULL CHECK (to_at >= from_at),
  status text NOT NULL DEFAULT 'waiting'
    -- An offer declined or let expire ends the entry: the table goes on down the line.
    CHECK (status IN ('waiting', 'offered', 'booked', 'declined', 'expired', 'left', 'removed')),
  offer_at timestamptz,
  offer_seats smallint,
  offer_expires_at timestamptz,
  -- The booking an accepted offer became.
  reservation_id text REFERENCES reservations (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz,
  CHECK ((status = 'offered') = (offer_at IS NOT NULL AND offer_seats IS NOT NULL
                                 AND offer_expires_at IS NOT NULL))
);
-- The people in line at a place's times, in order.
CREATE INDEX waitlist_in_line ON waitlist_entries (place_id, from_at, position)
  WHERE status IN ('waiting', 'offered');
CREATE INDEX waitlist_by_user ON waitlist_entries (user_id, created_at DESC)
  WHERE status IN ('waiting', 'offered');
-- The tables kept by offers, counted as taken, and their expiry.
CREATE INDEX waitlist_offers ON waitlist_entries (place_id, offer_at) WHERE status = 'offered';
CREATE INDEX waitlist_offer_expiry ON waitlist_entries (offer_expires_at) WHERE status = 'offered';
-- A phone holds one offered table at a time, as it holds one table while its code is proven.
CREATE UNIQUE INDEX waitlist_one_offer_per_phone ON waitlist_entries (phone)
  WHERE status = 'offered';
