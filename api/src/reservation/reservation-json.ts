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
  /** The guest said, by their confirm link, that they are coming. */
  isGuestConfirmed: boolean;
  /** The codes of the guest's links: only in the answers to the booking and to its links. */
  confirmCode: string | null;
  declineCode: string | null;
}

/**
 * Reservations as JSON; `withCodes` adds the codes of the guest's links (the answer to the
 * booking itself, and to the links), never in lists.
 */
export async function reservationsJson(
  db: Queryable,
  storage: ImageStorage,
  rows: readonly ReservationRow[],
  options: { viewerId: string | null; withCodes: boolean; now: Date },
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
      isGuestConfirmed: row.guest_confirmed_at !== null,
      confirmCode: options.withCodes ? row.confirm_code : null,
      declineCode: options.withCodes ? row.decline_code : null,
    };
  });
}
