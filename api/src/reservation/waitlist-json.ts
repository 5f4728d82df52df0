import type { Queryable } from '../db/database.js';
import type { ImageStorage } from '../image/storage.js';
import { placesByIds, type PlaceRef } from '../refs/refs.js';
import type { WaitlistRow, WaitlistStatus } from './waitlist-repository.js';

/** A table kept for the person at the head of a line. */
export interface WaitlistOffer {
  /** The instant of the table's time. */
  datetime: string;
  seats: number;
  expiresAt: string;
}

/** A place in a line, as its person and the place's staff see it. */
export interface WaitlistEntry {
  id: string;
  place: PlaceRef | null;
  name: string;
  phone: string;
  guestsCount: number;
  /** The place's local date of the times waited for. */
  date: string;
  /** The time waited for, or the first and last of a range (instants). */
  from: string;
  to: string;
  status: WaitlistStatus;
  /** 1 for the first in line; null once out of it. */
  position: number | null;
  offer: WaitlistOffer | null;
  /** The booking an accepted offer became. */
  reservationId: string | null;
  createdAt: string;
}

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

export async function waitlistJson(
  db: Queryable,
  storage: ImageStorage,
  rows: readonly WaitlistRow[],
  viewerId: string | null,
): Promise<WaitlistEntry[]> {
  const places = await placesByIds(
    db,
    storage,
    rows.map((row) => row.place_id),
    viewerId,
  );
  return rows.map((row) => ({
    id: row.id,
    place: places.get(row.place_id) ?? null,
    name: row.name,
    phone: row.phone,
    guestsCount: row.guests_count,
    date: row.date,
    from: iso(row.from_at),
    to: iso(row.to_at),
    status: row.status,
    position: row.line_position,
    offer:
      row.offer_at && row.offer_seats !== null && row.offer_expires_at
        ? {
            datetime: iso(row.offer_at),
            seats: row.offer_seats,
            expiresAt: iso(row.offer_expires_at),
          }
        : null,
    reservationId: row.reservation_id,
    createdAt: iso(row.created_at),
  }));
}
