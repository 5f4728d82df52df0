import type { Queryable } from '../db/database.js';
import type { ImageStorage } from '../image/storage.js';
import { placesByIds, type PlaceRef } from '../refs/refs.js';
import type { ReservationRow, ReservationStatus } from './reservation-repository.js';

/** A reservation as the api answers it (SPEC section 3, Reservation). */
export interface Reservation {
  id: string;
  place: PlaceRef | null;
  status: ReservationStatus;
  guestsCount: number;
  name: string;
  datetime: string;
  zoneChoice: string | null;
  comment: string | null;
  phone: string;
  isViewed: boolean;
  isConfirmed: boolean;
  answer: string | null;
  /** Reservations have no comments yet; kept for the SPEC's shape. */
  hasNewComments: boolean;
  isPast: boolean;
  /** Only for the place's staff. */
  confirmCode: string | null;
  declineCode: string | null;
}

/**
 * Reservations as JSON; `forStaff` adds the link codes (the staff's list answers with them, so
 * its buttons work like the links).
 */
export async function reservationsJson(
  db: Queryable,
  storage: ImageStorage,
  rows: readonly ReservationRow[],
  options: { viewerId: string | null; forStaff: boolean; now: Date },
): Promise<Reservation[]> {
  const places = await placesByIds(
    db,
    storage,
    rows.map((row) => row.place_id),
    options.viewerId,
  );
  return rows.map((row) => {
    const datetime = new Date(row.datetime);
    return {
      id: row.id,
      place: places.get(row.place_id) ?? null,
      status: row.status,
      guestsCount: row.guests_count,
      name: row.name,
      datetime: datetime.toISOString(),
      zoneChoice: row.zone_choice,
      comment: row.comment,
      phone: row.phone,
      isViewed: row.is_viewed,
      isConfirmed: row.status === 'confirmed',
      answer: row.answer,
      hasNewComments: false,
      isPast: datetime.getTime() <= options.now.getTime(),
      confirmCode: options.forStaff ? row.confirm_code : null,
      declineCode: options.forStaff ? row.decline_code : null,
    };
  });
}
