// The writes of booking, each one runAction: its rows, its notifications and its
// `reservation.changed` event commit together (docs/booking.md).
import { staffOfOutlets } from '../access/staff.js';
import { runAction } from '../action/run-action.js';
import {
  consumeCode,
  createCode,
  lockCodeTarget,
  type NewCodeResult,
} from '../auth/code-repository.js';
import type { CodeSender } from '../auth/code-sender.js';
import type { ActionScope } from '../action/run-action.js';
import type { HoldLimits } from '../config.js';
import type { Database, Queryable } from '../db/database.js';
import { emit } from '../event/event-outbox.js';
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
import { createUser, findUserByContact } from '../user/user-repository.js';
import { announceOffers, emitLineChanged, offerFreeTables } from './waitlist-offers.js';
import { endEntry, expiredOffers } from './waitlist-repository.js';
import {
  answerReservation,
  beyondHorizon,
  cancelCutoffMinutes,
  cancelReservationRow,
  deleteExpiredHolds,
  insertReservation,
  localDateTime,
  lockHolderAddress,
  lockSlot,
  markGuestConfirmed,
  pickTable,
  placeBookingFacts,
  putHold,
  readDaySlots,
  releaseHold,
  reservationByCode,
  reservationById,
  slotTables,
  type Hold,
  type PlaceBookingFacts,
  type ReservationRow,
  type SlotTables,
} from './reservation-repository.js';
import { holdsThrottled, waitBeforeHolding } from './fair-holds.js';

/** A 422 with one message per field (SPEC section 7: 'POST /reservations ... 422 shows errors'). */
export function bookingInvalid(errors: Record<string, string>): ApiError {
  return new ApiError(ErrorStatus.FieldInvalid, {
    httpCode: 422,
    message: Object.values(errors)[0] ?? errorMessages.FieldInvalid,
    data: { errors },
  });
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
  if (beyondHorizon(at, now, place.horizonDays)) {
    throw bookingInvalid({ datetime: reservationMessages.beyondHorizon(place.horizonDays) });
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
  place: Pick<PlaceBookingFacts, 'id' | 'timeZone' | 'horizonDays'>,
  date: string,
  now: Date,
): Promise<void> {
  const slots = await readDaySlots(tx, place, date, now);
  await emit(tx, 'reservation.changed', { placeId: place.id, date, slots }, []);
}

/**
 * Emits `reservation.updated` to the people whose lists show the reservation: its guest and the
 * place's owners and managers (their reservations screen), so those lists change live.
 */
export async function emitReservationUpdated(
  tx: Queryable,
  row: Pick<ReservationRow, 'id' | 'place_id' | 'user_id'>,
): Promise<void> {
  const staff = (await staffOfOutlets(tx, 'place', [row.place_id])).get(row.place_id) ?? [];
  const audience = [
    row.user_id,
    ...staff.filter((member) => member.role !== 'requester').map((member) => member.userId),
  ];
  await emit(tx, 'reservation.updated', { reservationId: row.id, placeId: row.place_id }, audience);
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

/** A table asked for with a reservation code: where, for how many, from which client address. */
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
          when: reservationMessages.when(slot.date, slot.time),
        }),
      },
    ]);
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
        : await reservationById(tx, by.id);
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
      const place = { type: 'place' as const, id: row.place_id };
      await createNotifications(tx, storage, [
        {
          type: 'reservation',
          creator: { type: 'user', id: row.user_id },
          actorUserId: row.user_id,
          recipient: place,
          outlet: place,
          objectType: 'reservation',
          objectId: row.id,
          postId: null,
          commentId: null,
          preview: waitlistMessages.cancelledPreview({
            name: row.name,
            time: reservationMessages.when(facts.local.date, facts.local.time),
          }),
        },
      ]);
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
    const found = await reservationById(tx, id);
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

/** The place and instant of a table freed by an expiry, keyed by both. */
interface FreedAt {
  placeId: string;
  at: Date;
}

/**
 * Frees the tables of holds and waitlist offers expired at `now` (of one place, or everywhere):
 * an expired offer ends its entry. Each freed table goes on to the first in line who fits, and
 * every day whose availability or line that changed is announced. Returns how many holds and
 * offers went.
 */
export function expireHolds(
  db: Database,
  now: Date,
  deps: { storage: ImageStorage; sender: CodeSender; holds: HoldLimits },
  placeId?: string,
): Promise<number> {
  return runAction(db, async (scope) => {
    const { tx } = scope;
    const gone = await deleteExpiredHolds(tx, now, placeId);
    const offers = await expiredOffers(tx, now, placeId);
    const freed = new Map<string, FreedAt>();
    const free = (at: FreedAt) => freed.set(`${at.placeId} ${at.at.toISOString()}`, at);
    for (const hold of gone) free({ placeId: hold.placeId, at: hold.datetime });
    const leftLine = new Map<string, { placeId: string; date: string; userIds: string[] }>();
    for (const entry of offers) {
      free({ placeId: entry.place_id, at: new Date(entry.offer_at ?? entry.from_at) });
      await endEntry(tx, entry.id, 'expired', now);
      const key = `${entry.place_id} ${entry.date}`;
      const day = leftLine.get(key) ?? { placeId: entry.place_id, date: entry.date, userIds: [] };
      day.userIds.push(entry.user_id);
      leftLine.set(key, day);
    }
    // Every lock before the first event; in one order, so two sweeps never wait on each other.
    const keys = [...freed.keys()].sort();
    const made: {
      place: PlaceBookingFacts;
      offers: Awaited<ReturnType<typeof offerFreeTables>>;
    }[] = [];
    const days = new Map<string, { place: PlaceBookingFacts; date: string }>();
    for (const key of keys) {
      const spot = freed.get(key);
      if (!spot) continue;
      const place = await placeBookingFacts(tx, spot.placeId);
      if (!place) continue;
      const { date } = await localDateTime(tx, place.timeZone, spot.at);
      days.set(`${place.id} ${date}`, { place, date });
      await lockSlot(tx, place.id, spot.at);
      const offered = await offerFreeTables(tx, place, spot.at, deps.holds, now);
      if (offered.length > 0) made.push({ place, offers: offered });
    }
    for (const { place, offers: offered } of made) {
      await announceOffers(scope, deps.storage, deps.sender, place, offered);
    }
    for (const { place, date } of days.values()) await emitAvailability(tx, place, date, now);
    for (const day of leftLine.values()) {
      await emitLineChanged(tx, day.placeId, day.date, day.userIds);
    }
    return gone.length + offers.length;
  });
}

/** Whether any hold or offer of the place has expired at `now` (a cheap read before expireHolds). */
export async function hasExpiredHolds(db: Queryable, placeId: string, now: Date): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM reservation_holds WHERE place_id = $1 AND expires_at <= $2)
       OR EXISTS (SELECT 1 FROM waitlist_entries WHERE place_id = $1 AND status = 'offered'
                  AND offer_expires_at <= $2)
       AS found`,
    [placeId, now.toISOString()],
  );
  return rows[0]?.found ?? false;
}
