import type { Queryable } from '../db/database.js';
import { minutesOf } from './reservation-time.js';
import type { PlaceBookingFacts } from './place-booking-facts.js';

/** How many tables a place has free at a time, from its settings, bookings, holds and line. */

/** One table size at one bookable time, with the tables booked and held there. */
export interface SlotTables {
  time: string;
  /** The instant of that time on the day. */
  at: Date;
  seats: number;
  count: number;
  booked: number;
  held: number;
}

/**
 * The tables of the place's bookable times on its local `date` (all times, or only `time`), with
 * how many of each size are booked (new or confirmed) and held (holds and waitlist offers alive
 * at `now`, except the phone `exceptPhone`'s own hold and the offer `exceptOffer`).
 */
export async function slotTables(
  db: Queryable,
  place: Pick<PlaceBookingFacts, 'id' | 'timeZone'>,
  date: string,
  now: Date,
  options: { time?: string; exceptPhone?: string; exceptOffer?: string } = {},
): Promise<SlotTables[]> {
  const { rows } = await db.query<{
    time: string;
    at: Date | string;
    seats: number;
    count: number;
    booked: number;
    held: number;
  }>(
    `WITH tables AS (
       SELECT t.time, t.seats, t.count, (($2::date + t.time::time) AT TIME ZONE $3) AS at
       FROM reservation_tables t
       WHERE t.place_id = $1 AND t.day_of_week = extract(isodow FROM $2::date)
         AND ($4::text IS NULL OR t.time = $4))
     SELECT tables.time, tables.at, tables.seats, tables.count,
       (SELECT count(*) FROM reservations r
        WHERE r.place_id = $1 AND r.datetime = tables.at AND r.table_seats = tables.seats
          AND r.status IN ('new', 'confirmed'))::int AS booked,
       (SELECT count(*) FROM reservation_holds h
        WHERE h.place_id = $1 AND h.datetime = tables.at AND h.table_seats = tables.seats
          AND h.expires_at > $5 AND h.phone <> $6)::int
       + (SELECT count(*) FROM waitlist_entries w
          WHERE w.place_id = $1 AND w.status = 'offered' AND w.offer_at = tables.at
            AND w.offer_seats = tables.seats AND w.offer_expires_at > $5
            AND w.id <> $7)::int AS held
     FROM tables ORDER BY tables.time, tables.seats`,
    [
      place.id,
      date,
      place.timeZone,
      options.time ?? null,
      now.toISOString(),
      options.exceptPhone ?? '',
      options.exceptOffer ?? '',
    ],
  );
  return rows.map((row) => ({ ...row, at: new Date(row.at) }));
}

export function freeTables(group: SlotTables): number {
  return Math.max(0, group.count - group.booked - group.held);
}

/** The tables of one size at a time and how many of them are still free. */
export interface FreeTables {
  seats: number;
  available: number;
}

/**
 * A bookable time of a day and the tables still free there: in all, and by size (every size the
 * time has, smallest first, so a party of `n` reads its fitting tables: those of `n` seats or more),
 * and how many wait for one.
 */
export interface Slot {
  time: string;
  available: number;
  tables: FreeTables[];
  waiting: number;
}

/**
 * The day's bookable times still ahead of `now`, with their free tables, in time order, and how
 * many people are in line at each (`waiting`, by instant).
 */
export function slotsOf(
  tables: readonly SlotTables[],
  now: Date,
  waiting: ReadonlyMap<number, number> = new Map(),
): Slot[] {
  const slots: Slot[] = [];
  for (const group of tables) {
    if (group.at.getTime() <= now.getTime()) continue;
    const free = freeTables(group);
    let last = slots.at(-1);
    if (!last || last.time !== group.time) {
      last = {
        time: group.time,
        available: 0,
        tables: [],
        waiting: waiting.get(group.at.getTime()) ?? 0,
      };
      slots.push(last);
    }
    last.available += free;
    last.tables.push({ seats: group.seats, available: free });
  }
  return slots;
}

/** How many are in line for each of these instants at the place (a range counts at each). */
export async function waitingAt(
  db: Queryable,
  placeId: string,
  instants: readonly Date[],
): Promise<Map<number, number>> {
  if (instants.length === 0) return new Map();
  const { rows } = await db.query<{ at: Date | string; waiting: number }>(
    `SELECT i.at, (SELECT count(*) FROM waitlist_entries w
                   WHERE w.place_id = $1 AND w.status IN ('waiting', 'offered')
                     AND w.from_at <= i.at AND i.at <= w.to_at)::int AS waiting
     FROM unnest($2::timestamptz[]) AS i (at)`,
    [placeId, [...new Set(instants.map((at) => at.toISOString()))]],
  );
  return new Map(rows.map((row) => [new Date(row.at).getTime(), row.waiting]));
}

/** Whether `at` lies past a horizon of `days` from `now`. */
export function beyondHorizon(at: Date, now: Date, days: number): boolean {
  return at.getTime() > now.getTime() + days * 24 * 60 * 60 * 1000;
}

/** The day's slots as everyone sees them (free tables and the line at each), to the horizon. */
export async function readDaySlots(
  db: Queryable,
  place: Pick<PlaceBookingFacts, 'id' | 'timeZone' | 'horizonDays'>,
  date: string,
  now: Date,
): Promise<Slot[]> {
  const tables = (await slotTables(db, place, date, now)).filter(
    (group) => !beyondHorizon(group.at, now, place.horizonDays),
  );
  const waiting = await waitingAt(
    db,
    place.id,
    tables.map((group) => group.at),
  );
  return slotsOf(tables, now, waiting);
}

/** Minutes after local midnight of the times with a free table (reservation-intervals). */
export function freeMinutes(slots: readonly Slot[]): number[] {
  return slots.filter((slot) => slot.available > 0).map((slot) => minutesOf(slot.time));
}

/**
 * The table for `guestsCount` at one time: the smallest size that seats them and has one free.
 * Null when none is free; `largest` is 0 when the time has no tables at all.
 */
export function pickTable(
  tables: readonly SlotTables[],
  guestsCount: number,
): { seats: number | null; largest: number } {
  const largest = Math.max(0, ...tables.map((group) => group.seats));
  const fitting = tables
    .filter((group) => group.seats >= guestsCount && freeTables(group) > 0)
    .sort((a, b) => a.seats - b.seats);
  return { seats: fitting[0]?.seats ?? null, largest };
}

/**
 * Serialises everything that takes or frees a table at one time of one place, on PostgreSQL as on
 * PGlite: the count and the write that follows it happen under this transaction-long lock.
 */
export async function lockSlot(tx: Queryable, placeId: string, at: Date): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
    `reservation:${placeId}:${at.toISOString()}`,
  ]);
}
