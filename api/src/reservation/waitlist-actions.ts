// The writes of the waitlist (docs/booking.md, "The waitlist"), each one runAction: its rows, the
// offers it makes, their notifications and its events commit together.
import { runAction, type ActionScope } from '../action/run-action.js';
import { consumeCode, lockCodeTarget } from '../auth/code-repository.js';
import type { CodeSender } from '../auth/code-sender.js';
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
import { notifyPlaceOfBooking } from './booking-notice.js';
import {
  bookingInvalid,
  emitAvailability,
  emitReservationUpdated,
} from './booking-availability.js';
import { localDateTime, placeBookingFacts, type PlaceBookingFacts } from './place-booking-facts.js';
import { insertReservation, type ReservationRow } from './reservation-repository.js';
import { beyondHorizon, lockSlot, pickTable, slotTables } from './table-capacity.js';
import { createUser, findUserByContact } from '../user/user-repository.js';
import { announceOffers, emitLineChanged, offerFreeTables } from './waitlist-offers.js';
import {
  endEntry,
  entryById,
  insertEntry,
  isInLineFor,
  type WaitlistRow,
} from './waitlist-repository.js';

export interface WaitlistDeps {
  db: Database;
  storage: ImageStorage;
  sender: CodeSender;
  /** Tables held at once per address and per phone: an offer is a hold. */
  holds: HoldLimits;
}

/** A 422 FieldInvalid naming the field at fault. */
function refused(field: string, message: string): ApiError {
  return bookingInvalid({ [field]: message });
}

export interface JoinInput {
  placeId: string;
  /** The time waited for, or the first of a range. */
  from: Date;
  /** The last time of a range (the same as `from` for one time). */
  to: Date;
  guestsCount: number;
  name: string;
  phone: string;
  code: string;
  /** The client's address (req.ip): the offers of this line count as its holds. */
  address: string | null;
}

/** The bookable times of the place from `from` to `to` (one local day), still ahead of `now`. */
interface LineTimes {
  place: PlaceBookingFacts;
  date: string;
  instants: Date[];
}

/** Checks the place, the range and the party before any lock (422 with the field at fault). */
export async function lineTimes(
  db: Queryable,
  input: Pick<JoinInput, 'placeId' | 'from' | 'to' | 'guestsCount'>,
  now: Date,
): Promise<LineTimes> {
  const place = await placeBookingFacts(db, input.placeId);
  if (!place) throw ApiError.notFound();
  if (!place.isReservationsEnabled) {
    throw refused('place_id', reservationMessages.reservationsOff);
  }
  if (input.to.getTime() < input.from.getTime()) {
    throw refused('until', waitlistMessages.rangeOrder);
  }
  const first = await localDateTime(db, place.timeZone, input.from);
  const last = await localDateTime(db, place.timeZone, input.to);
  if (first.date !== last.date) throw refused('until', waitlistMessages.rangeOneDay);
  const single = input.from.getTime() === input.to.getTime();
  if (input.from.getTime() <= now.getTime()) {
    throw refused('datetime', reservationMessages.timePassed);
  }
  if (beyondHorizon(input.to, now, place.horizonDays)) {
    throw refused('datetime', reservationMessages.beyondHorizon(place.horizonDays));
  }
  const tables = (await slotTables(db, place, first.date, now)).filter(
    (group) =>
      group.at.getTime() >= input.from.getTime() && group.at.getTime() <= input.to.getTime(),
  );
  if (tables.length === 0) {
    throw single
      ? refused('datetime', reservationMessages.notBookable)
      : refused('until', waitlistMessages.noTimesInRange);
  }
  const largest = Math.max(...tables.map((group) => group.seats));
  if (input.guestsCount > largest) {
    throw refused('guests_count', reservationMessages.tooManyGuests(largest));
  }
  const instants = [...new Set(tables.map((group) => group.at.getTime()))]
    .sort((a, b) => a - b)
    .map((ms) => new Date(ms));
  return { place, date: first.date, instants };
}

type EntryResult<T> = { ok: true; value: T } | { ok: false; error: ApiError };

/**
 * Runs one write of the line as an action. A refusal is returned, not thrown, so that what was
 * written before it (a wrong code counted, an expired offer passed on) still commits; it is thrown
 * once the action has.
 */
async function runLineAction<T>(
  deps: WaitlistDeps,
  act: (scope: ActionScope) => Promise<EntryResult<T>>,
): Promise<T> {
  const result = await runAction(deps.db, act);
  if (!result.ok) throw result.error;
  return result.value;
}

/**
 * Puts a person in the line of a full time (or of every time of a range): the code proves the
 * phone, as for a booking. Refused when a table that fits is free in the range (book it), or
 * when the person is already in a line there. The line's day is announced (its slots count the
 * people waiting).
 */
export async function joinWaitlist(
  deps: WaitlistDeps,
  input: JoinInput,
  times: LineTimes,
  callerId: string | null,
  now: Date,
): Promise<WaitlistRow> {
  return runLineAction(deps, async ({ tx }): Promise<EntryResult<WaitlistRow>> => {
    await lockCodeTarget(tx, input.phone);
    for (const at of times.instants) await lockSlot(tx, times.place.id, at);
    const tables = await slotTables(tx, times.place, times.date, now);
    for (const at of times.instants) {
      const here = tables.filter((group) => group.at.getTime() === at.getTime());
      if (pickTable(here, input.guestsCount).seats !== null) {
        const { time } = await localDateTime(tx, times.place.timeZone, at);
        return { ok: false, error: refused('datetime', waitlistMessages.tableFree(time)) };
      }
    }
    const known = callerId ?? (await findUserByContact(tx, { phone: input.phone }))?.id ?? null;
    const first = times.instants[0] ?? input.from;
    const last = times.instants.at(-1) ?? input.to;
    if (
      await isInLineFor(tx, {
        placeId: times.place.id,
        userId: known ?? '',
        phone: input.phone,
        fromAt: first,
        toAt: last,
      })
    ) {
      return { ok: false, error: refused('datetime', waitlistMessages.alreadyInLine) };
    }
    // A wrong code is counted, so this transaction commits with it (nothing else is written).
    const check = await consumeCode(tx, input.phone, ['reservation'], input.code, now);
    if (!check.ok) {
      return {
        ok: false,
        error: refused(
          'code',
          check.reason === 'expired'
            ? errorMessages.PasswordExpired
            : reservationMessages.wrongCode,
        ),
      };
    }
    const userId = known ?? (await createUser(tx, { phone: input.phone }));
    const row = await insertEntry(
      tx,
      {
        placeId: times.place.id,
        userId,
        phone: input.phone,
        address: input.address,
        name: input.name,
        guestsCount: input.guestsCount,
        date: times.date,
        fromAt: first,
        toAt: last,
      },
      now,
    );
    await emitAvailability(tx, times.place, times.date, now);
    await emitLineChanged(tx, times.place.id, times.date, []);
    return { ok: true, value: row };
  });
}

/** What the caller may do with an entry: it is theirs, or they are the place's staff. */
export type EntryActor = { userId: string; isStaff: boolean };

/**
 * The entry's offered table went back (declined, expired, or its person left the line): under
 * its time's lock it goes on to the next in line who fits.
 */
async function passOnOffer(
  scope: ActionScope,
  deps: WaitlistDeps,
  place: PlaceBookingFacts,
  offerAt: Date,
  now: Date,
): Promise<void> {
  await lockSlot(scope.tx, place.id, offerAt);
  const offers = await offerFreeTables(scope.tx, place, offerAt, deps.holds, now);
  await announceOffers(scope, deps.storage, deps.sender, place, offers);
}

/**
 * Ends an entry that leaves the line (left, removed, declined, expired) and passes on the table
 * offered to it, if one was; the day's availability and the line are told. In the caller's
 * transaction.
 */
async function endAndPassOn(
  scope: ActionScope,
  deps: WaitlistDeps,
  entry: WaitlistRow,
  status: 'left' | 'removed' | 'declined' | 'expired',
  now: Date,
): Promise<WaitlistRow> {
  const row = await endEntry(scope.tx, entry.id, status, now);
  const place = await placeBookingFacts(scope.tx, entry.place_id);
  if (!place) return row;
  if (entry.status === 'offered' && entry.offer_at) {
    await passOnOffer(scope, deps, place, new Date(entry.offer_at), now);
  }
  await emitAvailability(scope.tx, place, entry.date, now);
  await emitLineChanged(scope.tx, place.id, entry.date, [entry.user_id]);
  return row;
}

function offerIsLive(entry: WaitlistRow, now: Date): boolean {
  return (
    entry.status === 'offered' &&
    entry.offer_expires_at !== null &&
    new Date(entry.offer_expires_at).getTime() > now.getTime()
  );
}

/**
 * A write of the line on the caller's own entry, locked first (404 unknown, 403 someone else's).
 */
function onOwnEntry<T>(
  deps: WaitlistDeps,
  id: string,
  userId: string,
  act: (scope: ActionScope, entry: WaitlistRow) => Promise<EntryResult<T>>,
): Promise<T> {
  return runLineAction(deps, async (scope): Promise<EntryResult<T>> => {
    const entry = await entryById(scope.tx, id, true);
    if (!entry) return { ok: false, error: ApiError.notFound() };
    if (entry.user_id !== userId) return { ok: false, error: new ApiError(ErrorStatus.Forbidden) };
    return act(scope, entry);
  });
}

/**
 * Takes a person out of the line: they leave it, or the place's staff remove them. A table
 * offered to them goes on to the next in line.
 */
export async function leaveWaitlist(
  deps: WaitlistDeps,
  id: string,
  actor: (tx: Queryable, entry: WaitlistRow) => Promise<EntryActor | null>,
  now: Date,
): Promise<WaitlistRow> {
  return runLineAction(deps, async (scope): Promise<EntryResult<WaitlistRow>> => {
    const { tx } = scope;
    const entry = await entryById(tx, id, true);
    if (!entry) return { ok: false, error: ApiError.notFound() };
    const who = await actor(tx, entry);
    if (!who) return { ok: false, error: new ApiError(ErrorStatus.Forbidden) };
    if (entry.status !== 'waiting' && entry.status !== 'offered') {
      return { ok: false, error: refused('id', waitlistMessages.entryGone) };
    }
    const mine = entry.user_id === who.userId;
    const row = await endAndPassOn(scope, deps, entry, mine ? 'left' : 'removed', now);
    return { ok: true, value: row };
  });
}

/**
 * Declines the table offered: it goes on to the next in line who fits, and the person is out of
 * the line.
 */
export async function declineOffer(
  deps: WaitlistDeps,
  id: string,
  userId: string,
  now: Date,
): Promise<WaitlistRow> {
  return onOwnEntry(deps, id, userId, async (scope, entry) => {
    if (entry.status !== 'offered' || !entry.offer_at) {
      return { ok: false, error: refused('id', waitlistMessages.noOffer) };
    }
    if (!offerIsLive(entry, now)) {
      await endAndPassOn(scope, deps, entry, 'expired', now);
      return { ok: false, error: refused('id', waitlistMessages.offerExpired) };
    }
    const row = await endAndPassOn(scope, deps, entry, 'declined', now);
    return { ok: true, value: row };
  });
}

/**
 * Accepts the table offered: the kept table becomes the person's booking (the place's staff are
 * notified, the guest's links go to their phone). After the offer expired it is refused and the
 * table stays with whoever has it now (the next in line, once the expiry is passed on).
 */
export async function acceptOffer(
  deps: WaitlistDeps,
  id: string,
  userId: string,
  now: Date,
): Promise<ReservationRow> {
  return onOwnEntry(deps, id, userId, async (scope, entry) => {
    const { tx } = scope;
    if (entry.status === 'expired') {
      return { ok: false, error: refused('id', waitlistMessages.offerExpired) };
    }
    if (entry.status !== 'offered' || !entry.offer_at || entry.offer_seats === null) {
      return { ok: false, error: refused('id', waitlistMessages.noOffer) };
    }
    if (!offerIsLive(entry, now)) {
      await endAndPassOn(scope, deps, entry, 'expired', now);
      return { ok: false, error: refused('id', waitlistMessages.offerExpired) };
    }
    const place = await placeBookingFacts(tx, entry.place_id);
    if (!place) return { ok: false, error: ApiError.notFound() };
    const at = new Date(entry.offer_at);
    await lockSlot(tx, place.id, at);
    const row = await insertReservation(
      tx,
      {
        placeId: place.id,
        userId: entry.user_id,
        phone: entry.phone,
        name: entry.name,
        guestsCount: entry.guests_count,
        tableSeats: entry.offer_seats,
        datetime: at,
        zoneChoice: null,
        comment: null,
      },
      now,
    );
    await endEntry(tx, entry.id, 'booked', now, row.id);
    const local = await localDateTime(tx, place.timeZone, at);
    await notifyPlaceOfBooking(tx, deps.storage, row, local);
    await emitAvailability(tx, place, local.date, now);
    await emitLineChanged(tx, place.id, entry.date, [entry.user_id]);
    await emitReservationUpdated(tx, row);
    const text = waitlistMessages.guestLinksText({
      placeName: place.name,
      guestsCount: row.guests_count,
      time: reservationMessages.when(local.date, local.time),
      confirmPath: reservationLimits.confirmPath(row.confirm_code),
      declinePath: reservationLimits.declinePath(row.decline_code),
    });
    scope.afterCommit(() => deps.sender.sendCode('sms', entry.phone, text, null));
    return { ok: true, value: row };
  });
}
