import { bulkInsert } from '../db/bulk-insert.js';
import type { Queryable } from '../db/database.js';
import { demoId } from './demo-id.js';
import {
  isWithinOpeningHours,
  minutesOf,
  timeOf,
  type OpeningDay,
} from '../reservation/reservation-time.js';

/**
 * Demo booking, so "Book a table" works out of the box (docs/booking.md): every demo place with
 * online booking, and the staffed Falcon Cafe and Bar Thyme (docs/demo-accounts.md), take bookings
 * at lunch and dinner times within their opening hours, with tables of 2, 4 and 6 seats.
 */

/** Bump when the times or tables below change (the seeded test template hashes it). */
export const demoReservationsVersion = 1;

/** The staffed London places (in id order, as people.ts gives the roles) that take bookings. */
const staffedIndexes = [0, 2];
const londonId = demoId('city', 'london-england-united-kingdom');

/** Of the demo place rows, the ids of the staffed ones that take bookings. */
export function staffedBookingPlaceIds(places: readonly Record<string, unknown>[]): string[] {
  const london = places
    .filter((place) => place.city_id === londonId)
    .map((place) => String(place.id))
    .sort();
  return staffedIndexes.flatMap((index) => london[index] ?? []);
}

/** The times offered where the place is open then and half an hour later. */
const candidateTimes = [
  '12:00',
  '12:30',
  '13:00',
  '13:30',
  '18:00',
  '18:30',
  '19:00',
  '19:30',
  '20:00',
  '20:30',
  '21:00',
];

const demoTables = [
  { seats: 2, count: 4 },
  { seats: 4, count: 3 },
  { seats: 6, count: 1 },
];

/** The bookable times of a place's week, from its opening hours. */
export function demoBookableTimes(
  opening: readonly OpeningDay[],
): { dayOfWeek: number; time: string }[] {
  const times: { dayOfWeek: number; time: string }[] = [];
  for (let dayOfWeek = 1; dayOfWeek <= 7; dayOfWeek += 1) {
    if (opening.length > 0 && !opening.some((day) => day.dayOfWeek === dayOfWeek)) continue;
    for (const time of candidateTimes) {
      const later = timeOf(minutesOf(time) + 30);
      if (
        isWithinOpeningHours(opening, dayOfWeek, time) &&
        isWithinOpeningHours(opening, dayOfWeek, later)
      ) {
        times.push({ dayOfWeek, time });
      }
    }
  }
  return times;
}

/** Seeds the demo booking once (also into data folders seeded before booking existed). */
export async function seedDemoReservationsIfMissing(tx: Queryable): Promise<void> {
  const { rows: present } = await tx.query('SELECT 1 FROM reservation_tables LIMIT 1');
  if (present.length > 0) return;
  // Data folders seeded before booking existed have the flags of that time.
  const { rows: london } = await tx.query<{ id: string; city_id: string }>(
    'SELECT id, city_id FROM places WHERE city_id = $1',
    [londonId],
  );
  const staffed = staffedBookingPlaceIds(london);
  await tx.query('UPDATE places SET is_reservations_enabled = true WHERE id = ANY($1::text[])', [
    staffed,
  ]);
  const { rows: items } = await tx.query<OpeningDay & { placeId: string }>(
    `SELECT p.id AS "placeId", i.day_of_week AS "dayOfWeek", i.start_at AS "startAt",
            i.end_at AS "endAt"
     FROM places p
     LEFT JOIN place_schedules s ON s.place_id = p.id AND s.is_main
     LEFT JOIN place_schedule_items i ON i.schedule_id = s.id
     WHERE p.is_reservations_enabled AND p.status <> 'deleted'
     ORDER BY p.id, i.day_of_week`,
  );
  const opening = new Map<string, OpeningDay[]>();
  for (const item of items) {
    const days = opening.get(item.placeId) ?? [];
    // A place without a main schedule has one row of nulls.
    if (item.dayOfWeek !== null) days.push(item);
    opening.set(item.placeId, days);
  }
  const rows = [...opening].flatMap(([placeId, days]) =>
    demoBookableTimes(days).flatMap(({ dayOfWeek, time }) =>
      demoTables.map((group) => ({
        place_id: placeId,
        day_of_week: dayOfWeek,
        time,
        seats: group.seats,
        count: group.count,
      })),
    ),
  );
  await bulkInsert(tx, 'reservation_tables', rows);
}
