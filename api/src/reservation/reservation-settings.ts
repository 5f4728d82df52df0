import type { Queryable } from '../db/database.js';
import { reservationLimits } from '../messages.js';

/** The booking settings of a place: its tables, its times and its rules (docs/booking.md). */

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
