// The writes of booking, each one runAction: its rows, its notifications and its
// `reservation.changed` event commit together (docs/booking.md).
import { runAction } from '../action/run-action.js';
import {
  consumeCode,
  createCode,
  lockCodeTarget,
  type NewCodeResult,
} from '../auth/code-repository.js';
import type { CodeSender } from '../auth/code-sender.js';
import type { Database, Queryable } from '../db/database.js';
import { emit } from '../event/event-outbox.js';
import { ApiError } from '../http/api-error.js';
import type { ImageStorage } from '../image/storage.js';
import { ErrorStatus, errorMessages, reservationLimits, reservationMessages } from '../messages.js';
import { createNotifications } from '../notification/notify.js';
import { createUser, findUserByContact } from '../user/user-repository.js';
import {
  answerReservation,
  deleteExpiredHolds,
  insertReservation,
  localDateTime,
  lockSlot,
  pickTable,
  placeBookingFacts,
  putHold,
  releaseHold,
  reservationByCode,
  slotTables,
  slotsOf,
  type Hold,
  type PlaceBookingFacts,
  type ReservationRow,
  type SlotTables,
} from './reservation-repository.js';

/** A 422 with one message per field (SPEC section 7: 'POST /reservations ... 422 shows errors'). */
export function bookingInvalid(errors: Record<string, string>): ApiError {
  return new ApiError(ErrorStatus.FieldInvalid, {
    httpCode: 422,
    message: Object.values(errors)[0] ?? errorMessages.FieldInvalid,
    data: { errors },
  });
}

/** Whether `at` lies past the booking horizon (reservationLimits.horizonDays from now). */
export function beyondHorizon(at: Date, now: Date): boolean {
  return at.getTime() > now.getTime() + reservationLimits.horizonDays * 24 * 60 * 60 * 1000;
}

/** A bookable time of a place, checked: the place takes bookings then and it is ahead. */
export interface BookableTime {
  place: PlaceBookingFacts;
  at: Date;
  date: string;
  time: string;
}

/**
 * Checks that `placeId` takes bookings at `at` for `guestsCount` (before any lock: whether a
 * table is free is decided under the slot's lock). Throws 404 for an unknown place and 422 with
 * the field at fault otherwise.
 */
export async function bookableTime(
  db: Queryable,
  placeId: string,
  at: Date,
  guestsCount: number,
  now: Date,
): Promise<BookableTime> {
  const place = await placeBookingFacts(db, placeId);
  if (!place) throw ApiError.notFound();
  if (!place.isReservationsEnabled) {
    throw bookingInvalid({ place_id: reservationMessages.reservationsOff });
  }
  if (beyondHorizon(at, now)) {
    throw bookingInvalid({
      datetime: reservationMessages.beyondHorizon(reservationLimits.horizonDays),
    });
  }
  const local = await localDateTime(db, place.timeZone, at);
  const tables = await slotTables(db, place, local.date, now, { time: local.time });
  const exact = tables.filter((group) => group.at.getTime() === at.getTime());
  if (exact.length === 0) throw bookingInvalid({ datetime: reservationMessages.notBookable });
  if (at.getTime() <= now.getTime()) {
    throw bookingInvalid({ datetime: reservationMessages.timePassed });
  }
  const largest = Math.max(...exact.map((group) => group.seats));
  if (guestsCount > largest) {
    throw bookingInvalid({ guests_count: reservationMessages.tooManyGuests(largest) });
  }
  return { place, at, ...local };
}

/** The tables at the time, counting every hold but `phone`'s own. */
async function tablesAt(
  tx: Queryable,
  slot: BookableTime,
  now: Date,
  phone: string,
): Promise<SlotTables[]> {
  const tables = await slotTables(tx, slot.place, slot.date, now, {
    time: slot.time,
    exceptPhone: phone,
  });
  return tables.filter((group) => group.at.getTime() === slot.at.getTime());
}

/**
 * Emits `reservation.changed` with the day's slots as they now are: public (no audience), the
 * gateways relay it to `availabilityChanged(placeId, date)`.
 */
export async function emitAvailability(
  tx: Queryable,
  place: Pick<PlaceBookingFacts, 'id' | 'timeZone'>,
  date: string,
  now: Date,
): Promise<void> {
  const slots = slotsOf(await slotTables(tx, place, date, now), now);
  await emit(tx, 'reservation.changed', { placeId: place.id, date, slots }, []);
}

/** Emits for the day of a hold that went (when it was not on `except`'s day). */
async function emitForHold(
  tx: Queryable,
  hold: Hold,
  now: Date,
  except?: { placeId: string; date: string },
): Promise<void> {
  const place = await placeBookingFacts(tx, hold.placeId);
  if (!place) return;
  const { date } = await localDateTime(tx, place.timeZone, hold.datetime);
  if (except && except.placeId === place.id && except.date === date) return;
  await emitAvailability(tx, place, date, now);
}

/**
 * A reservation code for the phone (the sign-in codes' throttle), living as long as a hold. With
 * `slot` it also holds a table for `guestsCount` there (the phone's earlier hold goes); no free
 * table refuses it all with 422, and no code is sent.
 */
export function requestReservationCode(
  db: Database,
  phone: string,
  hold: { slot: BookableTime; guestsCount: number } | null,
  now: Date,
): Promise<NewCodeResult> {
  return runAction(db, async ({ tx }) => {
    const result = await createCode(tx, phone, 'reservation', now, reservationLimits.holdSeconds);
    if (!result.sent || !hold) return result;
    const { slot } = hold;
    await lockSlot(tx, slot.place.id, slot.at);
    const { seats } = pickTable(await tablesAt(tx, slot, now, phone), hold.guestsCount);
    if (seats === null) throw bookingInvalid({ datetime: reservationMessages.noFreeTable });
    const previous = await putHold(tx, {
      phone,
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

function when(slot: { date: string; time: string }): string {
  return `${slot.date} ${slot.time}`;
}

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
      (await createUser(tx, { phone: input.phone }));
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
    const confirmPath = reservationLimits.confirmPath(row.confirm_code);
    const declinePath = reservationLimits.declinePath(row.decline_code);
    const place = { type: 'place' as const, id: slot.place.id };
    await createNotifications(tx, storage, [
      {
        type: 'reservation',
        creator: { type: 'user', id: userId },
        actorUserId: userId,
        recipient: place,
        outlet: place,
        objectType: 'reservation',
        objectId: row.id,
        postId: null,
        commentId: null,
        preview: reservationMessages.staffPreview({
          name: row.name,
          guestsCount: row.guests_count,
          when: when(slot),
          links: `${confirmPath} ${declinePath}`,
        }),
      },
    ]);
    if (hold) await emitForHold(tx, hold, now, { placeId: slot.place.id, date: slot.date });
    await emitAvailability(tx, slot.place, slot.date, now);
    const placePhone = slot.place.firstPhone?.replace(/\D/g, '');
    if (placePhone) {
      const text = reservationMessages.staffText({
        placeName: slot.place.name,
        name: row.name,
        guestsCount: row.guests_count,
        when: when(slot),
        confirmPath,
        declinePath,
      });
      afterCommit(() => sender.sendCode('sms', placePhone, text, row.confirm_code));
    }
    return { ok: true, row };
  });
  if (!result.ok) throw bookingInvalid(result.errors);
  return result.row;
}

type AnswerResult =
  { ok: true; row: ReservationRow } | { ok: false; error: 'notFound' | 'alreadyAnswered' };

/**
 * The place's answer by the code of its confirm or decline link: works once (the other link is
 * then used up too). A decline frees the table. The guest is notified.
 */
export async function answerByCode(
  db: Database,
  storage: ImageStorage,
  kind: 'confirm' | 'decline',
  code: string,
  answer: string | null,
  actorId: string | null,
  now: Date,
): Promise<ReservationRow> {
  const result = await runAction(db, async ({ tx }): Promise<AnswerResult> => {
    const found = await reservationByCode(tx, kind, code);
    if (!found) return { ok: false, error: 'notFound' };
    if (found.status !== 'new') return { ok: false, error: 'alreadyAnswered' };
    const confirmed = kind === 'confirm';
    const row = await answerReservation(
      tx,
      found.id,
      confirmed ? 'confirmed' : 'declined',
      answer,
      now,
    );
    const placeFacts = await placeBookingFacts(tx, row.place_id);
    const local = placeFacts
      ? await localDateTime(tx, placeFacts.timeZone, new Date(row.datetime))
      : null;
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
          when: local ? when(local) : new Date(row.datetime).toISOString(),
          answer,
        }),
      },
    ]);
    if (placeFacts && local) await emitAvailability(tx, placeFacts, local.date, now);
    return { ok: true, row };
  });
  if (result.ok) return result.row;
  if (result.error === 'notFound') throw ApiError.notFound();
  throw new ApiError(ErrorStatus.FieldInvalid, {
    httpCode: 422,
    message: reservationMessages.alreadyAnswered,
    data: { errors: { code: reservationMessages.alreadyAnswered } },
  });
}

/**
 * Frees the tables of holds expired at `now` (of one place, or everywhere) and announces each
 * day whose availability that changed. Returns how many holds went.
 */
export function expireHolds(db: Database, now: Date, placeId?: string): Promise<number> {
  return runAction(db, async ({ tx }) => {
    const gone = await deleteExpiredHolds(tx, now, placeId);
    const announced = new Set<string>();
    for (const hold of gone) {
      const place = await placeBookingFacts(tx, hold.placeId);
      if (!place) continue;
      const { date } = await localDateTime(tx, place.timeZone, hold.datetime);
      if (announced.has(`${place.id}:${date}`)) continue;
      announced.add(`${place.id}:${date}`);
      await emitAvailability(tx, place, date, now);
    }
    return gone.length;
  });
}

/** Whether any hold of the place has expired at `now` (a cheap read before expireHolds). */
export async function hasExpiredHolds(db: Queryable, placeId: string, now: Date): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM reservation_holds WHERE place_id = $1 AND expires_at <= $2)
       AS found`,
    [placeId, now.toISOString()],
  );
  return rows[0]?.found ?? false;
}
