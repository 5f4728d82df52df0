import type { Queryable } from '../db/database.js';
import type { ImageStorage } from '../image/storage.js';
import { reservationMessages } from '../messages.js';
import { createNotifications } from '../notification/notify.js';
import type { ReservationRow } from './reservation-repository.js';

/**
 * Tells the place of a booking what its guest just did: a notification from the guest, on the
 * booking, with `preview` saying what.
 */
export async function notifyPlaceOfGuest(
  tx: Queryable,
  storage: ImageStorage,
  booking: ReservationRow,
  preview: string,
): Promise<void> {
  const place = { type: 'place' as const, id: booking.place_id };
  await createNotifications(tx, storage, [
    {
      type: 'reservation',
      creator: { type: 'user', id: booking.user_id },
      actorUserId: booking.user_id,
      recipient: place,
      outlet: place,
      objectType: 'reservation',
      objectId: booking.id,
      postId: null,
      commentId: null,
      preview,
    },
  ]);
}

/**
 * Tells the place of a booking its guest just made, from the booking screen or by taking a table
 * the waitlist offered, previewing who, how many and when (the place's local `date` and `time`).
 */
export function notifyPlaceOfBooking(
  tx: Queryable,
  storage: ImageStorage,
  booking: ReservationRow,
  local: { date: string; time: string },
): Promise<void> {
  return notifyPlaceOfGuest(
    tx,
    storage,
    booking,
    reservationMessages.staffPreview({
      name: booking.name,
      guestsCount: booking.guests_count,
      when: reservationMessages.when(local.date, local.time),
    }),
  );
}
