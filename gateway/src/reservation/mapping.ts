// GraphQL arguments -> the api's booking calls, and the api's values -> the GraphQL enums.
import type {
  ReservationInput,
  ReservationSettingsInput,
  ReservationStatus,
} from '../generated/resolvers.js';
import type { RestReservationStatus } from '../rest/types.js';
import type { ReservationBody, ReservationSettingsBody } from './reservation-api.js';

const STATUS: Readonly<Record<RestReservationStatus, ReservationStatus>> = {
  new: 'NEW',
  confirmed: 'CONFIRMED',
  declined: 'DECLINED',
};

export function reservationStatusOf(status: RestReservationStatus): ReservationStatus {
  return STATUS[status];
}

/** The SPEC's booking form: snake_case keys, empty optional values left out. */
export function reservationBody(input: ReservationInput): ReservationBody {
  const body: ReservationBody = {
    name: input.name,
    guests_count: input.guestsCount,
    datetime: input.datetime,
    place_id: input.placeId,
    phone: input.phone,
    code: input.code,
  };
  if (input.zoneChoice) body.zone_choice = input.zoneChoice;
  if (input.comment) body.comment = input.comment;
  return body;
}

export function reservationSettingsBody(input: ReservationSettingsInput): ReservationSettingsBody {
  return {
    isReservationsEnabled: input.isReservationsEnabled,
    times: input.times.map((time) => ({
      dayOfWeek: time.dayOfWeek,
      time: time.time,
      tables: time.tables.map((group) => ({ seats: group.seats, count: group.count })),
    })),
  };
}

/** The pubsub key of one place's day (`availabilityChanged(placeId, date)`). */
export function placeDayKey(placeId: string, date: string): string {
  return `${placeId}:${date}`;
}
