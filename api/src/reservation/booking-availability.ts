import { staffOfOutlets } from '../access/staff.js';
import type { Queryable } from '../db/database.js';
import { emit } from '../event/event-outbox.js';
import { ApiError } from '../http/api-error.js';
import { ErrorStatus, errorMessages, reservationMessages } from '../messages.js';
import { localDateTime, placeBookingFacts, type PlaceBookingFacts } from './place-booking-facts.js';
import type { ReservationRow } from './reservation-repository.js';
import { beyondHorizon, readDaySlots, slotTables, type SlotTables } from './table-capacity.js';
import type { Hold } from './table-holds.js';

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
export async function tablesAt(
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
export async function emitForHold(
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
