// Booking tests name times as London's staff do, on its wall clock; the api stores instants.
import type { Queryable } from '../db/database.js';

/** The UTC instant of a London wall-clock time on a date, as the database's time zones say. */
export async function londonInstant(db: Queryable, date: string, time: string): Promise<string> {
  const { rows } = await db.query<{ at: Date | string }>(
    `SELECT (($1::date + $2::time) AT TIME ZONE 'Europe/London') AS at`,
    [date, time],
  );
  return new Date(rows[0]?.at ?? '').toISOString();
}
