-- A place's booking horizon (docs/booking.md): slots, holds and bookings only from now to this
-- many days ahead, set by the place's staff with its other booking settings. 90 is the default of
-- reservationLimits.horizonDays, 365 its maxHorizonDays.
ALTER TABLE places ADD COLUMN booking_horizon_days integer NOT NULL DEFAULT 90
  CHECK (booking_horizon_days BETWEEN 1 AND 365);
