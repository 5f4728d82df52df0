import { runAction } from '../action/run-action.js';
import { consumeCode, lockCodeTarget } from '../auth/code-repository.js';
import type { CodeSender } from '../auth/code-sender.js';
import type { ActionScope } from '../action/run-action.js';
import type { HoldLimits } from '../config.js';
import type { Database, Queryable } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import type { ImageStorage } from '../image/storage.js';
import {
  ErrorStatus,
  errorMessages,
  reservationLimits,
  reservationMessages,
  waitlistMessages,
} from '../messages.js';
import { createNotifications } from '../notification/notify.js';
import { notifyPlaceOfBooking, notifyPlaceOfGuest } from './booking-notice.js';
import { createUser, findUserByContact } from '../user/user-repository.js';
import { announceOffers, emitLineChanged, offerFreeTables } from './waitlist-offers.js';
import { localDateTime, placeBookingFacts, type PlaceBookingFacts } from './place-booking-facts.js';
import {
  answerReservation,
  cancelCutoffMinutes,
  cancelReservationRow,
  insertReservation,
  markGuestConfirmed,
  reservationByCode,
  reservationById,
  type ReservationRow,
} from './reservation-repository.js';
import { lockSlot, pickTable } from './table-capacity.js';
import { releaseHold } from './table-holds.js';
import {
  type BookableTime,
  bookingInvalid,
  emitAvailability,
  emitForHold,
  emitReservationUpdated,
  tablesAt,
} from './booking-availability.js';

export interface BookingInput {
  slot: BookableTime;
  guestsCount: number;
  name: string;
  phone: string;
  code: string;
  zoneChoice: string | null;
  comment: string | null;
}

type BookingResult =
  { ok: true; row: ReservationRow } | { ok: false; errors: Record<string, string> };

/**
 * Books a table: the code proves the phone and the phone's hold becomes the booking. Under the
 * phone's and the time's locks the free tables are counted and one is taken, so a time never has
 * more bookings than tables, however many guests book at once. The place's staff are notified
 * with the confirm and decline links, which also go to the place's first phone.
 */
export async function createReservation(
  db: Database,
  storage: ImageStorage,
  sender: CodeSender,
  input: BookingInput,
  callerId: string | null,
  now: Date,
): Promise<ReservationRow> {
  const { slot } = input;
  const result = await runAction(db, async ({ tx, afterCommit }): Promise<BookingResult> => {
    // The code's lock first, as a code request with a hold takes them.
    await lockCodeTarget(tx, input.phone);
    await lockSlot(tx, slot.place.id, slot.at);
    const { seats } = pickTable(await tablesAt(tx, slot, now, input.phone), input.guestsCount);
    if (seats === null) return { ok: false, errors: { datetime: reservationMessages.noFreeTable } };
    // A wrong code is counted, so this transaction commits with it (nothing else is written).
    const check = await consumeCode(tx, input.phone, ['reservation'], input.code, now);
    if (!check.ok) {
      return {
        ok: false,
        errors: {
          code:
            check.reason === 'expired'
              ? errorMessages.PasswordExpired
              : reservationMessages.wrongCode,
        },
      };
    }
    const hold = await releaseHold(tx, input.phone);
    const userId =
      callerId ??
      (await findUserByContact(tx, { phone: input.phone }))?.id ??
      // A first booking makes the phone's account, named as the guest introduced themselves.
      (await createUser(tx, { phone: input.phone }, input.name));
    const row = await insertReservation(
      tx,
      {
        placeId: slot.place.id,
        userId,
        phone: input.phone,
        name: input.name,
        guestsCount: input.guestsCount,
        tableSeats: seats,
        datetime: slot.at,
        zoneChoice: input.zoneChoice,
        comment: input.comment,
      },
      now,
    );
    await notifyPlaceOfBooking(tx, storage, row, slot);
    if (hold) await emitForHold(tx, hold, now, { placeId: slot.place.id, date: slot.date });
    await emitAvailability(tx, slot.place, slot.date, now);
    await emitReservationUpdated(tx, row);
    // The guest's links (SPEC section 2: "by the code sent to the guest"); the staff answer in
    // the app.
    const text = waitlistMessages.guestLinksText({
      placeName: slot.place.name,
      guestsCount: row.guests_count,
      time: reservationMessages.when(slot.date, slot.time),
      confirmPath: reservationLimits.confirmPath(row.confirm_code),
      declinePath: reservationLimits.declinePath(row.decline_code),
    });
    afterCommit(() => sender.sendCode('sms', input.phone, text, null));
    return { ok: true, row };
  });
  if (!result.ok) throw bookingInvalid(result.errors);
  return result.row;
}

/** A 422 FieldInvalid naming the field at fault (the booking calls' errors). */
function refused(field: string, message: string): ApiError {
  return new ApiError(ErrorStatus.FieldInvalid, {
    httpCode: 422,
    message,
    data: { errors: { [field]: message } },
  });
}

/** The place's facts and the booking's local time, for its texts and its day's events. */
async function bookingPlace(
  tx: Queryable,
  row: ReservationRow,
): Promise<{ place: PlaceBookingFacts; local: { date: string; time: string } } | null> {
  const place = await placeBookingFacts(tx, row.place_id);
  if (!place) return null;
  return { place, local: await localDateTime(tx, place.timeZone, new Date(row.datetime)) };
}

/**
 * The table of `row` was just given back (the row is written): under its time's lock, offers it
 * to the first in line who fits, tells them, and announces the day (its slots and its line).
 */
async function passOn(
  scope: ActionScope,
  storage: ImageStorage,
  sender: CodeSender,
  row: ReservationRow,
  facts: { place: PlaceBookingFacts; local: { date: string; time: string } },
  limits: HoldLimits,
  now: Date,
): Promise<void> {
  const offers = await offerFreeTables(scope.tx, facts.place, new Date(row.datetime), limits, now);
  await announceOffers(scope, storage, sender, facts.place, offers);
  await emitAvailability(scope.tx, facts.place, facts.local.date, now);
  if (offers.length > 0) await emitLineChanged(scope.tx, facts.place.id, facts.local.date, []);
}

/** Who cancels: the signed-in guest by the booking's id, or anyone holding the guest's link. */
export type CancelBy = { id: string; userId: string } | { declineCode: string };

type CancelResult = { ok: true; row: ReservationRow } | { ok: false; error: ApiError };

/**
 * The guest cancels their booking, up to its time (or the place's cut-off before it): the table
 * is free at once and, in the same transaction, offered to the first in line who fits; the
 * place's staff are notified ("{name} cancelled the booking for {time}").
 */
export async function cancelReservation(
  db: Database,
  storage: ImageStorage,
  sender: CodeSender,
  by: CancelBy,
  limits: HoldLimits,
  now: Date,
): Promise<ReservationRow> {
  const result = await runAction(db, async (scope): Promise<CancelResult> => {
    const { tx } = scope;
    const found =
      'declineCode' in by
        ? await reservationByCode(tx, 'decline', by.declineCode)
        : await reservationById(tx, by.id, { lock: true });
    if (!found) return { ok: false, error: ApiError.notFound() };
    if ('userId' in by && found.user_id !== by.userId) {
      return {
        ok: false,
        error: new ApiError(ErrorStatus.Forbidden, { message: waitlistMessages.notYours }),
      };
    }
    if (found.status === 'cancelled') {
      return { ok: false, error: refused('id', waitlistMessages.alreadyCancelled) };
    }
    if (found.status === 'declined') {
      return { ok: false, error: refused('id', waitlistMessages.notActive) };
    }
    const at = new Date(found.datetime);
    const cutoff = await cancelCutoffMinutes(tx, found.place_id);
    if (at.getTime() - cutoff * 60_000 <= now.getTime()) {
      return { ok: false, error: refused('id', waitlistMessages.cancelTooLate(cutoff)) };
    }
    await lockSlot(tx, found.place_id, at);
    const row = await cancelReservationRow(tx, found.id, now);
    const facts = await bookingPlace(tx, row);
    if (facts) {
      await notifyPlaceOfGuest(
        tx,
        storage,
        row,
        waitlistMessages.cancelledPreview({
          name: row.name,
          time: reservationMessages.when(facts.local.date, facts.local.time),
        }),
      );
      await passOn(scope, storage, sender, row, facts, limits, now);
    }
    await emitReservationUpdated(tx, row);
    return { ok: true, row };
  });
  if (!result.ok) throw result.error;
  return result.row;
}

/**
 * The guest's confirm link: they say they are coming. It changes nothing else (but the lists
 * showing it) and may be opened again; an unknown code is 404.
 */
export async function confirmByGuest(db: Database, code: string, now: Date) {
  return runAction(db, async ({ tx }) => {
    const found = await reservationByCode(tx, 'confirm', code);
    if (!found) throw ApiError.notFound();
    if (found.status === 'cancelled') throw refused('code', waitlistMessages.alreadyCancelled);
    if (found.status === 'declined') throw refused('code', waitlistMessages.notActive);
    const row = await markGuestConfirmed(tx, found.id, now);
    // The staff's list shows who said they are coming.
    await emitReservationUpdated(tx, row);
    return row;
  });
}

type AnswerResult =
  { ok: true; row: ReservationRow } | { ok: false; error: 'notFound' | 'alreadyAnswered' };

/**
 * The place's answer, by its staff in the app: works once. A decline frees the table (offered
 * to the first in line who fits). The guest is notified.
 */
export async function answerAsPlace(
  db: Database,
  storage: ImageStorage,
  sender: CodeSender,
  id: string,
  confirmed: boolean,
  answer: string | null,
  actorId: string | null,
  limits: HoldLimits,
  now: Date,
): Promise<ReservationRow> {
  const result = await runAction(db, async (scope): Promise<AnswerResult> => {
    const { tx } = scope;
    const found = await reservationById(tx, id, { lock: true });
    if (!found) return { ok: false, error: 'notFound' };
    if (found.status !== 'new') return { ok: false, error: 'alreadyAnswered' };
    if (!confirmed) await lockSlot(tx, found.place_id, new Date(found.datetime));
    const row = await answerReservation(
      tx,
      found.id,
      confirmed ? 'confirmed' : 'declined',
      answer,
      now,
    );
    const facts = await bookingPlace(tx, row);
    const place = { type: 'place' as const, id: row.place_id };
    await createNotifications(tx, storage, [
      {
        type: 'reservation',
        creator: place,
        actorUserId: actorId,
        recipient: { type: 'user', id: row.user_id },
        outlet: place,
        objectType: 'reservation',
        objectId: row.id,
        postId: null,
        commentId: null,
        preview: reservationMessages.guestPreview({
          confirmed,
          when: facts ? reservationMessages.when(facts.local.date, facts.local.time) : '',
          answer,
        }),
      },
    ]);
    if (facts && !confirmed) await passOn(scope, storage, sender, row, facts, limits, now);
    else if (facts) await emitAvailability(tx, facts.place, facts.local.date, now);
    await emitReservationUpdated(tx, row);
    return { ok: true, row };
  });
  if (result.ok) return result.row;
  if (result.error === 'notFound') throw ApiError.notFound();
  throw refused('id', reservationMessages.alreadyAnswered);
}
