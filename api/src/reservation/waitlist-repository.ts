import { randomBytes } from 'node:crypto';
import { onlyRow, type Queryable } from '../db/database.js';
import type { WaitlistStatus } from '../refs/reservation-statuses.js';

export type { WaitlistStatus };

/** A row of `waitlist_entries`, with the person's place in their line while they are in it. */
export interface WaitlistRow {
  id: string;
  position: string;
  place_id: string;
  user_id: string;
  phone: string;
  /** The client address the line was joined from (null: unknown); its offers count against it. */
  address: string | null;
  name: string;
  guests_count: number;
  date: string;
  from_at: Date | string;
  to_at: Date | string;
  status: WaitlistStatus;
  offer_at: Date | string | null;
  offer_seats: number | null;
  offer_expires_at: Date | string | null;
  reservation_id: string | null;
  created_at: Date | string;
  /** 1 for the first in line; null once out of the line. */
  line_position: number | null;
}

/** The statuses of people still in a line (an offer in flight included). */
export const inLine = ['waiting', 'offered'] as const;

// An entry's place in line: the people in line at the same place before it whose times overlap.
const columns = `w.id, w.position::text AS position, w.place_id, w.user_id, w.phone, w.address, w.name,
  w.guests_count, to_char(w.date, 'YYYY-MM-DD') AS date, w.from_at, w.to_at, w.status, w.offer_at,
  w.offer_seats, w.offer_expires_at, w.reservation_id, w.created_at,
  CASE WHEN w.status IN ('waiting', 'offered') THEN
    (SELECT count(*) FROM waitlist_entries o
     WHERE o.place_id = w.place_id AND o.status IN ('waiting', 'offered')
       AND o.position < w.position AND o.from_at <= w.to_at AND w.from_at <= o.to_at)::int + 1
  END AS line_position`;

export interface NewEntry {
  placeId: string;
  userId: string;
  phone: string;
  address: string | null;
  name: string;
  guestsCount: number;
  date: string;
  fromAt: Date;
  toAt: Date;
}

export async function insertEntry(tx: Queryable, entry: NewEntry, now: Date): Promise<WaitlistRow> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO waitlist_entries (id, place_id, user_id, phone, name, guests_count, date, from_at,
       to_at, created_at, address)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      randomBytes(12).toString('hex'),
      entry.placeId,
      entry.userId,
      entry.phone,
      entry.name,
      entry.guestsCount,
      entry.date,
      entry.fromAt.toISOString(),
      entry.toAt.toISOString(),
      now.toISOString(),
      entry.address,
    ],
  );
  return found(await entryById(tx, onlyRow(rows, 'the entry was not written').id));
}

function found(row: WaitlistRow | null): WaitlistRow {
  if (!row) throw new Error('the entry is gone');
  return row;
}

/** One entry; `lock` takes its row for the transaction. */
export async function entryById(
  tx: Queryable,
  id: string,
  lock = false,
): Promise<WaitlistRow | null> {
  if (lock) await tx.query('SELECT 1 FROM waitlist_entries WHERE id = $1 FOR UPDATE', [id]);
  const { rows } = await tx.query<WaitlistRow>(
    `SELECT ${columns} FROM waitlist_entries w WHERE w.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** Whether the person (by account or by phone) is in a line at the place overlapping the range. */
export async function isInLineFor(
  tx: Queryable,
  entry: { placeId: string; userId: string; phone: string; fromAt: Date; toAt: Date },
): Promise<boolean> {
  const { rows } = await tx.query<{ found: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM waitlist_entries
       WHERE place_id = $1 AND (user_id = $2 OR phone = $3) AND status IN ('waiting', 'offered')
         AND from_at <= $5 AND $4 <= to_at) AS found`,
    [
      entry.placeId,
      entry.userId,
      entry.phone,
      entry.fromAt.toISOString(),
      entry.toAt.toISOString(),
    ],
  );
  return rows[0]?.found ?? false;
}

/**
 * The people waiting (no offer yet) for the instant `at` at the place, first in line first,
 * locked; those whose phone already has a table offered elsewhere are left out (one at a time).
 */
export async function waitersFor(tx: Queryable, placeId: string, at: Date): Promise<WaitlistRow[]> {
  const { rows } = await tx.query<WaitlistRow>(
    `SELECT ${columns} FROM waitlist_entries w
     WHERE w.place_id = $1 AND w.status = 'waiting' AND w.from_at <= $2 AND $2 <= w.to_at
       AND NOT EXISTS (SELECT 1 FROM waitlist_entries o
                       WHERE o.phone = w.phone AND o.status = 'offered')
     ORDER BY w.position
     FOR UPDATE OF w`,
    [placeId, at.toISOString()],
  );
  return rows;
}

export async function offerTo(
  tx: Queryable,
  id: string,
  offer: { at: Date; seats: number; expiresAt: Date },
): Promise<WaitlistRow> {
  await tx.query(
    `UPDATE waitlist_entries SET status = 'offered', offer_at = $2, offer_seats = $3,
       offer_expires_at = $4
     WHERE id = $1`,
    [id, offer.at.toISOString(), offer.seats, offer.expiresAt.toISOString()],
  );
  return found(await entryById(tx, id));
}

/** Takes the entry out of its line (`status` says why); an offer it had is dropped with it. */
export async function endEntry(
  tx: Queryable,
  id: string,
  status: Exclude<WaitlistStatus, 'waiting' | 'offered'>,
  now: Date,
  reservationId: string | null = null,
): Promise<WaitlistRow> {
  await tx.query(
    `UPDATE waitlist_entries SET status = $2, ended_at = $3, reservation_id = $4,
       offer_at = NULL, offer_seats = NULL, offer_expires_at = NULL
     WHERE id = $1`,
    [id, status, now.toISOString(), reservationId],
  );
  return found(await entryById(tx, id));
}

/** The offers expired at `now` (of one place, or everywhere), locked. */
export async function expiredOffers(
  tx: Queryable,
  now: Date,
  placeId?: string,
): Promise<WaitlistRow[]> {
  const { rows } = await tx.query<WaitlistRow>(
    `SELECT ${columns} FROM waitlist_entries w
     WHERE w.status = 'offered' AND w.offer_expires_at <= $1
       AND ($2::text IS NULL OR w.place_id = $2)
     ORDER BY w.position
     FOR UPDATE OF w`,
    [now.toISOString(), placeId ?? null],
  );
  return rows;
}

export async function hasExpiredOffers(
  db: Queryable,
  placeId: string,
  now: Date,
): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM waitlist_entries WHERE place_id = $1 AND status = 'offered'
       AND offer_expires_at <= $2) AS found`,
    [placeId, now.toISOString()],
  );
  return rows[0]?.found ?? false;
}

/** Everyone in line at the place on its local `date`, in the order they joined. */
export async function lineOfDay(
  db: Queryable,
  placeId: string,
  date: string,
): Promise<WaitlistRow[]> {
  const { rows } = await db.query<WaitlistRow>(
    `SELECT ${columns} FROM waitlist_entries w
     WHERE w.place_id = $1 AND w.date = $2::date AND w.status IN ('waiting', 'offered')
     ORDER BY w.position`,
    [placeId, date],
  );
  return rows;
}

/** The lines a person is in, soonest time first. */
export async function entriesOfUser(db: Queryable, userId: string): Promise<WaitlistRow[]> {
  const { rows } = await db.query<WaitlistRow>(
    `SELECT ${columns} FROM waitlist_entries w
     WHERE w.user_id = $1 AND w.status IN ('waiting', 'offered')
     ORDER BY w.from_at, w.position`,
    [userId],
  );
  return rows;
}

/** The people in line at the place on `date` (whose places move when someone leaves). */
export async function userIdsInLine(
  tx: Queryable,
  placeId: string,
  date: string,
): Promise<string[]> {
  const { rows } = await tx.query<{ user_id: string }>(
    `SELECT DISTINCT user_id FROM waitlist_entries
     WHERE place_id = $1 AND date = $2::date AND status IN ('waiting', 'offered')`,
    [placeId, date],
  );
  return rows.map((row) => row.user_id);
}
