import type {
  MutationResolvers,
  QueryResolvers,
  ReservationResolvers,
} from '../generated/resolvers.js';
import { RESERVATION_PAGE_DEFAULT_LIMIT } from '../messages.js';
import { fetchPage } from '../paging/page.js';
import { placeOfRef } from '../refs/refs.js';
import { reservationBody, reservationSettingsBody, reservationStatusOf } from './mapping.js';
import * as rest from './reservation-api.js';

export const reservationQueries: Pick<
  QueryResolvers,
  'reservationSlots' | 'reservations' | 'myReservations' | 'reservationSettings'
> = {
  reservationSlots: (_, { placeId, date }, { api }) => rest.reservationSlots(api, placeId, date),
  reservations: (_, { placeId, offset, limit }, { api }) =>
    fetchPage(
      (upstreamOffset, upstreamLimit) =>
        rest.listReservations(api, placeId, upstreamOffset, upstreamLimit),
      offset ?? 0,
      limit ?? RESERVATION_PAGE_DEFAULT_LIMIT,
    ),
  myReservations: (_, { offset, limit }, { api }) =>
    fetchPage(
      (upstreamOffset, upstreamLimit) =>
        rest.listReservations(api, null, upstreamOffset, upstreamLimit),
      offset ?? 0,
      limit ?? RESERVATION_PAGE_DEFAULT_LIMIT,
    ),
  reservationSettings: (_, { placeId }, { api }) => rest.reservationSettings(api, placeId),
};

export const reservationMutations: Pick<
  MutationResolvers,
  | 'requestReservationCode'
  | 'createReservation'
  | 'confirmReservation'
  | 'declineReservation'
  | 'updateReservationSettings'
> = {
  async requestReservationCode(_, { phone, placeId, datetime, guestsCount }, { api }) {
    const hold = placeId && datetime && guestsCount ? { placeId, datetime, guestsCount } : null;
    return { timeout: await rest.requestReservationCode(api, phone, hold) };
  },
  createReservation: (_, { input }, { api }) => rest.createReservation(api, reservationBody(input)),
  confirmReservation: (_, { code, answer }, { api }) =>
    rest.answerReservation(api, 'confirm', code, answer),
  declineReservation: (_, { code, answer }, { api }) =>
    rest.answerReservation(api, 'decline', code, answer),
  updateReservationSettings: (_, { placeId, input }, { api }) =>
    rest.updateReservationSettings(api, placeId, reservationSettingsBody(input)),
};

export const reservationResolvers: ReservationResolvers = {
  status: (reservation) => reservationStatusOf(reservation.status),
  place: (reservation, _, context) => placeOfRef(reservation.place, context),
};
