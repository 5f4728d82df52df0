import { randomBytes } from 'node:crypto';
import { onlyRow, readById, type Queryable } from '../db/database.js';
import type { ReservationStatus } from '../refs/reservation-statuses.js';
import type { Paging } from '../http/paging.js';

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

/** One reservation; `lock` takes its row for the transaction, for a change. */
export const reservationById = readById<ReservationRow>('SELECT * FROM reservations WHERE id = $1');

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
