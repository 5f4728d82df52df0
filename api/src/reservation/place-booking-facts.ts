import { onlyRow, type Queryable } from '../db/database.js';
import type { OpeningDay } from './reservation-time.js';

/** What booking needs to know of a place, with its local date and time as of `now`. */
export interface PlaceBookingFacts {
  id: string;
  name: string;
  timeZone: string;
  isReservationsEnabled: boolean;
  /** Slots, holds and bookings only from now to this many days ahead (the place's setting). */
  horizonDays: number;
  /** The place's first phone, where the development inbox sends its links. */
  firstPhone: string | null;
}

export async function placeBookingFacts(
  db: Queryable,
  placeId: string,
): Promise<PlaceBookingFacts | null> {
  const { rows } = await db.query<PlaceBookingFacts>(
    `SELECT p.id, p.name, c.time_zone AS "timeZone",
            p.is_reservations_enabled AS "isReservationsEnabled",
            p.booking_horizon_days AS "horizonDays",
            (SELECT ph.phone FROM place_phones ph WHERE ph.place_id = p.id
             ORDER BY ph.order_number, ph.id LIMIT 1) AS "firstPhone"
     FROM places p JOIN cities c ON c.id = p.city_id
     WHERE p.id = $1 AND p.status <> 'deleted'`,
    [placeId],
  );
  return rows[0] ?? null;
}

/** The place's local calendar date and `HH:mm` at an instant. */
export async function localDateTime(
  db: Queryable,
  timeZone: string,
  at: Date,
): Promise<{ date: string; time: string }> {
  const { rows } = await db.query<{ date: string; time: string }>(
    `SELECT to_char($1::timestamptz AT TIME ZONE $2, 'YYYY-MM-DD') AS date,
            to_char($1::timestamptz AT TIME ZONE $2, 'HH24:MI') AS time`,
    [at.toISOString(), timeZone],
  );
  return onlyRow(rows, 'no local time');
}

/** The opening hours of the place's main schedule. */
export async function mainOpeningHours(db: Queryable, placeId: string): Promise<OpeningDay[]> {
  const { rows } = await db.query<OpeningDay>(
    `SELECT i.day_of_week AS "dayOfWeek", i.start_at AS "startAt", i.end_at AS "endAt"
     FROM place_schedules s JOIN place_schedule_items i ON i.schedule_id = s.id
     WHERE s.place_id = $1 AND s.is_main`,
    [placeId],
  );
  return rows;
}
