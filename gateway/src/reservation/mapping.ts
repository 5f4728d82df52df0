// GraphQL arguments -> the api's booking calls, and the api's values -> the GraphQL enums.
import { GraphQLError } from 'graphql';
import type {
  ReservationInput,
  ReservationSettingsInput,
  ReservationStatus,
  WaitlistInput,
  WaitlistStatus,
} from '../generated/resolvers.js';
import type { RestReservationStatus, RestWaitlistEntry } from '../rest/types.js';
import type { ReservationBody, ReservationSettingsBody, WaitlistBody } from './reservation-api.js';

const STATUS: Readonly<Record<RestReservationStatus, ReservationStatus>> = {
  new: 'NEW',
  confirmed: 'CONFIRMED',
  declined: 'DECLINED',
  cancelled: 'CANCELLED',
};

const WAITLIST_STATUS: Readonly<Record<RestWaitlistEntry['status'], WaitlistStatus>> = {
  waiting: 'WAITING',
  offered: 'OFFERED',
  booked: 'BOOKED',
  declined: 'DECLINED',
  expired: 'EXPIRED',
  left: 'LEFT',
  removed: 'REMOVED',
};

export function waitlistStatusOf(status: RestWaitlistEntry['status']): WaitlistStatus {
  return WAITLIST_STATUS[status];
}

/** The place, time, party and guest of the booking form, in the api's snake_case keys. */
function bookingFormFields(input: ReservationInput | WaitlistInput) {
  return {
    place_id: input.placeId,
    datetime: input.datetime,
    guests_count: input.guestsCount,
    name: input.name,
    phone: input.phone,
    code: input.code,
  };
}

/** The join form: the booking form's keys, `until` only for a range. */
export function waitlistBody(input: WaitlistInput): WaitlistBody {
  const body: WaitlistBody = bookingFormFields(input);
  if (input.until) body.until = input.until;
  return body;
}

export function reservationStatusOf(status: RestReservationStatus): ReservationStatus {
  return STATUS[status];
}

/** The SPEC's booking form: snake_case keys, empty optional values left out. */
export function reservationBody(input: ReservationInput): ReservationBody {
  const body: ReservationBody = bookingFormFields(input);
  if (input.zoneChoice) body.zone_choice = input.zoneChoice;
  if (input.comment) body.comment = input.comment;
  return body;
}

export function reservationSettingsBody(input: ReservationSettingsInput): ReservationSettingsBody {
  return {
    isReservationsEnabled: input.isReservationsEnabled,
    ...(typeof input.cancelCutoffMinutes === 'number'
      ? { cancelCutoffMinutes: input.cancelCutoffMinutes }
      : {}),
    ...(typeof input.horizonDays === 'number' ? { horizonDays: input.horizonDays } : {}),
    times: input.times.map((time) => ({
      dayOfWeek: time.dayOfWeek,
      time: time.time,
      tables: time.tables.map((group) => ({ seats: group.seats, count: group.count })),
    })),
  };
}

/** The api's form field names -> the GraphQL arguments' names, for `extensions.fieldErrors`. */
const INPUT_FIELD: Readonly<Record<string, string>> = {
  guests_count: 'guestsCount',
  place_id: 'placeId',
  zone_choice: 'zoneChoice',
};

/**
 * The booking form's field errors named as the GraphQL input names them (`guestsCount`, not the
 * api's `guests_count`), so a client puts each message under its own field.
 */
export async function withInputFieldNames<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const fieldErrors = error instanceof GraphQLError ? error.extensions.fieldErrors : undefined;
    if (!(error instanceof GraphQLError) || typeof fieldErrors !== 'object' || !fieldErrors) {
      throw error;
    }
    const renamed = Object.fromEntries(
      Object.entries(fieldErrors).map(([field, message]) => [INPUT_FIELD[field] ?? field, message]),
    );
    throw new GraphQLError(error.message, {
      extensions: { ...error.extensions, fieldErrors: renamed },
    });
  }
}
