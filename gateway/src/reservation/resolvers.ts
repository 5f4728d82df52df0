import type {
  MutationResolvers,
  QueryResolvers,
  ReservationResolvers,
} from '../generated/resolvers.js';
import { RESERVATION_PAGE_DEFAULT_LIMIT } from '../messages.js';
import { assertPageArgs, fetchPage } from '../paging/page.js';
import { placeOfRef } from '../refs/refs.js';
import {
  reservationBody,
  reservationSettingsBody,
  reservationStatusOf,
  withInputFieldNames,
} from './mapping.js';
import * as rest from './reservation-api.js';

export const reservationQueries: Pick<
  QueryResolvers,
  'reservationSlots' | 'reservations' | 'myReservations' | 'reservationSettings'
> = {
  reservationSlots: (_, { placeId, date }, { api }) => rest.reservationSlots(api, placeId, date),
  async reservations(_, { placeId, offset, limit }, { api }) {
    // The page is what the staff see, so only it becomes viewed: whether more exist is asked
    // apart, without marking.
    const pageOffset = offset ?? 0;
    const pageLimit = limit ?? RESERVATION_PAGE_DEFAULT_LIMIT;
    assertPageArgs(pageOffset, pageLimit);
    const [items, next] = await Promise.all([
      rest.listReservations(api, placeId, pageOffset, pageLimit),
      rest.listReservations(api, placeId, pageOffset + pageLimit, 1, false),
    ]);
    return { items, hasMore: next.length > 0 };
  },
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
    return { timeout: await withInputFieldNames(rest.requestReservationCode(api, phone, hold)) };
  },
  createReservation: (_, { input }, { api }) =>
    withInputFieldNames(rest.createReservation(api, reservationBody(input))),
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
