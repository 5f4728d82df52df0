import { runAction } from '../action/run-action.js';
import { createCode, type NewCodeResult } from '../auth/code-repository.js';
import type { HoldLimits } from '../config.js';
import type { Database } from '../db/database.js';
import { reservationLimits, reservationMessages } from '../messages.js';
import { lockSlot, pickTable } from './table-capacity.js';
import { lockHolderAddress, putHold } from './table-holds.js';
import { holdsThrottled, waitBeforeHolding } from './fair-holds.js';
import {
  type BookableTime,
  bookingInvalid,
  emitAvailability,
  emitForHold,
  tablesAt,
} from './booking-availability.js';

/** A booking code asked for: the table is held while the guest confirms (docs/booking.md). */

export interface HoldRequest {
  slot: BookableTime;
  guestsCount: number;
  /** The client's address as the gateway passes it on (req.ip); null when unknown. */
  address: string | null;
}

/**
 * A reservation code for the phone (the sign-in codes' throttle), living as long as a hold. With
 * `hold` it also holds a table for `guestsCount` there (the phone's earlier hold goes); no free
 * table refuses it all with 422, and an address or phone holding `limits` tables already is
 * refused with the code sends' throttle; either way no code is sent.
 */
export function requestReservationCode(
  db: Database,
  phone: string,
  hold: HoldRequest | null,
  limits: HoldLimits,
  now: Date,
): Promise<NewCodeResult> {
  return runAction(db, async ({ tx }) => {
    const result = await createCode(tx, phone, 'reservation', now, reservationLimits.holdSeconds);
    if (!result.sent || !hold) return result;
    const { slot, address } = hold;
    if (address !== null) await lockHolderAddress(tx, address);
    const wait = await waitBeforeHolding(tx, { phone, address }, limits, now, true);
    if (wait !== null) throw holdsThrottled(wait);
    await lockSlot(tx, slot.place.id, slot.at);
    const { seats } = pickTable(await tablesAt(tx, slot, now, phone), hold.guestsCount);
    if (seats === null) throw bookingInvalid({ datetime: reservationMessages.noFreeTable });
    const previous = await putHold(tx, {
      phone,
      address,
      placeId: slot.place.id,
      datetime: slot.at,
      tableSeats: seats,
      expiresAt: new Date(now.getTime() + reservationLimits.holdSeconds * 1000),
    });
    if (previous) await emitForHold(tx, previous, now, { placeId: slot.place.id, date: slot.date });
    await emitAvailability(tx, slot.place, slot.date, now);
    return result;
  });
}
