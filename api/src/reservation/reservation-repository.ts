import { randomBytes } from 'node:crypto';
import { onlyRow, type Queryable } from '../db/database.js';
import type { ReservationStatus } from '../refs/reservation-statuses.js';
import type { Paging } from '../http/paging.js';
import { reservationLimits } from '../messages.js';
import { minutesOf, type OpeningDay } from './reservation-time.js';

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

// --- Settings ---

export interface TableGroup {
  seats: number;
  count: number;
}

export interface ReservationTime {
  dayOfWeek: number;
  time: string;
  tables: TableGroup[];
}

export interface ReservationSettings {
  placeId: string;
  isReservationsEnabled: boolean;
  /** How many minutes before a booking's time its guest may still cancel (0: until the time). */
  cancelCutoffMinutes: number;
  /** Bookings open at most this many days ahead. */
  horizonDays: number;
  times: ReservationTime[];
}

/** The settings a write may leave as they are when not given. */
export interface KeptSettings {
  cancelCutoffMinutes?: number | undefined;
  horizonDays?: number | undefined;
}

export async function readSettings(
  db: Queryable,
  placeId: string,
  isReservationsEnabled: boolean,
): Promise<ReservationSettings> {
  const { rows } = await db.query<{
    day_of_week: number;
    time: string;
    seats: number;
    count: number;
  }>(
    `SELECT day_of_week, time, seats, count FROM reservation_tables WHERE place_id = $1
     ORDER BY day_of_week, time, seats`,
    [placeId],
  );
  const times: ReservationTime[] = [];
  for (const row of rows) {
    const last = times.at(-1);
    const group = { seats: row.seats, count: row.count };
    if (last && last.dayOfWeek === row.day_of_week && last.time === row.time) {
      last.tables.push(group);
    } else {
      times.push({ dayOfWeek: row.day_of_week, time: row.time, tables: [group] });
    }
  }
  const { rows: place } = await db.query<{ cancelCutoffMinutes: number; horizonDays: number }>(
    `SELECT cancel_cutoff_minutes AS "cancelCutoffMinutes", booking_horizon_days AS "horizonDays"
     FROM places WHERE id = $1`,
    [placeId],
  );
  return {
    placeId,
    isReservationsEnabled,
    cancelCutoffMinutes: place[0]?.cancelCutoffMinutes ?? 0,
    horizonDays: place[0]?.horizonDays ?? reservationLimits.horizonDays,
    times,
  };
}

/** Replaces the place's bookable times and tables, and its flag. */
export async function writeSettings(
  tx: Queryable,
  placeId: string,
  isReservationsEnabled: boolean,
  times: readonly ReservationTime[],
  kept: KeptSettings = {},
): Promise<void> {
  await tx.query(
    `UPDATE places SET is_reservations_enabled = $2,
       cancel_cutoff_minutes = coalesce($3, cancel_cutoff_minutes),
       booking_horizon_days = coalesce($4, booking_horizon_days), updated_at = now()
     WHERE id = $1`,
    [placeId, isReservationsEnabled, kept.cancelCutoffMinutes ?? null, kept.horizonDays ?? null],
  );
  await tx.query('DELETE FROM reservation_tables WHERE place_id = $1', [placeId]);
  const rows = times.flatMap((time) =>
    time.tables.map((group) => ({
      day_of_week: time.dayOfWeek,
      time: time.time,
      seats: group.seats,
      count: group.count,
    })),
  );
  if (rows.length === 0) return;
  await tx.query(
    `INSERT INTO reservation_tables (place_id, day_of_week, time, seats, count)
     SELECT $1, r.day_of_week, r.time, r.seats, r.count
     FROM jsonb_to_recordset($2::jsonb) AS r (day_of_week smallint, time text, seats smallint,
       count smallint)`,
    [placeId, JSON.stringify(rows)],
  );
}

// --- Capacity ---

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

// --- Holds ---

export interface Hold {
  phone: string;
  /** The client address the hold was asked from (null: unknown). */
  address: string | null;
  placeId: string;
  datetime: Date;
  tableSeats: number;
  expiresAt: Date;
}

interface HoldRow {
  phone: string;
  address: string | null;
  place_id: string;
  datetime: Date | string;
  table_seats: number;
  expires_at: Date | string;
}

function holdOf(row: HoldRow): Hold {
  return {
    phone: row.phone,
    address: row.address,
    placeId: row.place_id,
    datetime: new Date(row.datetime),
    tableSeats: row.table_seats,
    expiresAt: new Date(row.expires_at),
  };
}

/** Takes (or moves) the phone's one hold; returns the hold it replaced, if any. */
export async function putHold(tx: Queryable, hold: Hold): Promise<Hold | null> {
  const previous = await releaseHold(tx, hold.phone);
  await tx.query(
    `INSERT INTO reservation_holds (phone, place_id, datetime, table_seats, expires_at, address)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      hold.phone,
      hold.placeId,
      hold.datetime.toISOString(),
      hold.tableSeats,
      hold.expiresAt.toISOString(),
      hold.address,
    ],
  );
  return previous;
}

/** Who takes a table: a phone, from a client address (null: unknown, counted by phone only). */
export interface Holder {
  phone: string;
  address: string | null;
}

/** The tables counted against a holder's limits, and when the first of them is freed. */
export interface HeldTables {
  count: number;
  firstEnds: Date | null;
}

/**
 * Serialises the holds asked from one address, so two at once cannot both pass its limit. Taken
 * after the phone's code lock and before any time's lock (lockSlot), the order every hold takes.
 */
export async function lockHolderAddress(tx: Queryable, address: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`holds:${address}`]);
}

/**
 * The tables held at `now` by the holder's address (its holds, and the waitlist offers of lines
 * joined from it) and by its phone (its hold and its offers), across all places. `replacing`:
 * the phone asks for another time, so its own hold, about to go, is not counted.
 */
export async function tablesHeldBy(
  tx: Queryable,
  holder: Holder,
  now: Date,
  replacing: boolean,
): Promise<{ byAddress: HeldTables; byPhone: HeldTables }> {
  const { rows } = await tx.query<{
    kind: 'address' | 'phone';
    count: number;
    ends: Date | string;
  }>(
    `WITH held (kind, ends) AS (
       SELECT 'address', expires_at FROM reservation_holds
       WHERE $2::text IS NOT NULL AND address = $2 AND expires_at > $3
         AND NOT ($4::boolean AND phone = $1)
       UNION ALL
       SELECT 'address', offer_expires_at FROM waitlist_entries
       WHERE $2::text IS NOT NULL AND address = $2 AND status = 'offered' AND offer_expires_at > $3
       UNION ALL
       SELECT 'phone', expires_at FROM reservation_holds
       WHERE phone = $1 AND expires_at > $3 AND NOT $4::boolean
       UNION ALL
       SELECT 'phone', offer_expires_at FROM waitlist_entries
       WHERE phone = $1 AND status = 'offered' AND offer_expires_at > $3)
     SELECT kind, count(*)::int AS count, min(ends) AS ends FROM held GROUP BY kind`,
    [holder.phone, holder.address, now.toISOString(), replacing],
  );
  const of = (kind: 'address' | 'phone'): HeldTables => {
    const row = rows.find((candidate) => candidate.kind === kind);
    return row
      ? { count: row.count, firstEnds: new Date(row.ends) }
      : { count: 0, firstEnds: null };
  };
  return { byAddress: of('address'), byPhone: of('phone') };
}

/** Drops the phone's hold; returns it. */
export async function releaseHold(tx: Queryable, phone: string): Promise<Hold | null> {
  const { rows } = await tx.query<HoldRow>(
    'DELETE FROM reservation_holds WHERE phone = $1 RETURNING *',
    [phone],
  );
  return rows[0] ? holdOf(rows[0]) : null;
}

/** Deletes the holds expired at `now` (of one place, or all); returns them. */
export async function deleteExpiredHolds(
  tx: Queryable,
  now: Date,
  placeId?: string,
): Promise<Hold[]> {
  const { rows } = await tx.query<HoldRow>(
    `DELETE FROM reservation_holds WHERE expires_at <= $1 AND ($2::text IS NULL OR place_id = $2)
     RETURNING *`,
    [now.toISOString(), placeId ?? null],
  );
  return rows.map(holdOf);
}

// --- Reservations ---

export type { ReservationStatus };

export interface ReservationRow {
  id: string;
  place_id: string;
  user_id: string;
  phone: string;
  name: string;
  guests_count: number;
  table_seats: number;
  datetime: Date | string;
  zone_choice: string | null;
  comment: string | null;
  status: ReservationStatus;
  answer: string | null;
  confirm_code: string;
  decline_code: string;
  is_viewed: boolean;
  guest_confirmed_at: Date | string | null;
  created_at: Date | string;
}

export interface NewReservation {
  placeId: string;
  userId: string;
  phone: string;
  name: string;
  guestsCount: number;
  tableSeats: number;
  datetime: Date;
  zoneChoice: string | null;
  comment: string | null;
}

/** An unguessable link code: the links work without signing in. */
function linkCode(): string {
  return randomBytes(16).toString('hex');
}

export async function insertReservation(
  tx: Queryable,
  reservation: NewReservation,
  now: Date,
): Promise<ReservationRow> {
  const { rows } = await tx.query<ReservationRow>(
    `INSERT INTO reservations (id, place_id, user_id, phone, name, guests_count, table_seats,
       datetime, zone_choice, comment, confirm_code, decline_code, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING *`,
    [
      randomBytes(12).toString('hex'),
      reservation.placeId,
      reservation.userId,
      reservation.phone,
      reservation.name,
      reservation.guestsCount,
      reservation.tableSeats,
      reservation.datetime.toISOString(),
      reservation.zoneChoice,
      reservation.comment,
      linkCode(),
      linkCode(),
      now.toISOString(),
    ],
  );
  return onlyRow(rows, 'the reservation was not written');
}

/** One reservation, locked for a change. */
export async function reservationById(tx: Queryable, id: string): Promise<ReservationRow | null> {
  const { rows } = await tx.query<ReservationRow>(
    'SELECT * FROM reservations WHERE id = $1 FOR UPDATE',
    [id],
  );
  return rows[0] ?? null;
}

/** One reservation, as it is. */
export async function reservationRowById(
  db: Queryable,
  id: string,
): Promise<ReservationRow | null> {
  const { rows } = await db.query<ReservationRow>('SELECT * FROM reservations WHERE id = $1', [id]);
  return rows[0] ?? null;
}

/** The reservation either of its guest's links names. */
export async function reservationByLinkCode(
  db: Queryable,
  code: string,
): Promise<ReservationRow | null> {
  const { rows } = await db.query<ReservationRow>(
    'SELECT * FROM reservations WHERE confirm_code = $1 OR decline_code = $1',
    [code],
  );
  return rows[0] ?? null;
}

/** The guest called the booking off: its table is free again. */
export async function cancelReservationRow(
  tx: Queryable,
  id: string,
  now: Date,
): Promise<ReservationRow> {
  const { rows } = await tx.query<ReservationRow>(
    `UPDATE reservations SET status = 'cancelled', answered_at = $2 WHERE id = $1 RETURNING *`,
    [id, now.toISOString()],
  );
  return onlyRow(rows, 'the reservation is gone');
}

/** The guest said, by the link sent to them, that they are coming. */
export async function markGuestConfirmed(
  tx: Queryable,
  id: string,
  now: Date,
): Promise<ReservationRow> {
  const { rows } = await tx.query<ReservationRow>(
    `UPDATE reservations SET guest_confirmed_at = coalesce(guest_confirmed_at, $2) WHERE id = $1
     RETURNING *`,
    [id, now.toISOString()],
  );
  return onlyRow(rows, 'the reservation is gone');
}

/** How long before its time a guest may still cancel a booking at the place (minutes). */
export async function cancelCutoffMinutes(tx: Queryable, placeId: string): Promise<number> {
  const { rows } = await tx.query<{ minutes: number }>(
    'SELECT cancel_cutoff_minutes AS minutes FROM places WHERE id = $1',
    [placeId],
  );
  return rows[0]?.minutes ?? 0;
}

/** The reservation a confirm or decline link names, locked for its answer. */
export async function reservationByCode(
  tx: Queryable,
  kind: 'confirm' | 'decline',
  code: string,
): Promise<ReservationRow | null> {
  const column = kind === 'confirm' ? 'confirm_code' : 'decline_code';
  const { rows } = await tx.query<ReservationRow>(
    `SELECT * FROM reservations WHERE ${column} = $1 FOR UPDATE`,
    [code],
  );
  return rows[0] ?? null;
}

export async function answerReservation(
  tx: Queryable,
  id: string,
  status: 'confirmed' | 'declined',
  answer: string | null,
  now: Date,
): Promise<ReservationRow> {
  const { rows } = await tx.query<ReservationRow>(
    `UPDATE reservations SET status = $2, answer = $3, answered_at = $4 WHERE id = $1 RETURNING *`,
    [id, status, answer, now.toISOString()],
  );
  return onlyRow(rows, 'the reservation is gone');
}

/** A page of the place's (`place_id`) or the guest's (`user_id`) reservations, newest first. */
export async function reservationsPage(
  db: Queryable,
  of: 'place_id' | 'user_id',
  id: string,
  paging: Paging,
): Promise<ReservationRow[]> {
  const { rows } = await db.query<ReservationRow>(
    `SELECT * FROM reservations WHERE ${of} = $1 ORDER BY created_at DESC, id DESC
     OFFSET $2 LIMIT $3`,
    [id, paging.offset, paging.limit],
  );
  return rows;
}

/** The staff have seen these. */
export async function markViewed(db: Queryable, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.query(
    'UPDATE reservations SET is_viewed = true WHERE id = ANY($1::text[]) AND NOT is_viewed',
    [ids],
  );
}
