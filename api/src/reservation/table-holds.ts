import type { Queryable } from '../db/database.js';

/** Tables held for a guest while they confirm a booking by code (docs/booking.md, holds). */

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
