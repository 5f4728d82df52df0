import type { GatewayContext } from '../context.js';
import type {
  MutationResolvers,
  QueryResolvers,
  ReservationResolvers,
  WaitlistEntryResolvers,
} from '../generated/resolvers.js';
import { RESERVATION_PAGE_DEFAULT_LIMIT } from '../messages.js';
import { assertPageArgs, fetchPage } from '../paging/page.js';
import { placeOfRef } from '../refs/refs.js';
import {
  reservationBody,
  reservationSettingsBody,
  reservationStatusOf,
  waitlistBody,
  waitlistStatusOf,
  withInputFieldNames,
} from './mapping.js';
import * as rest from './reservation-api.js';

/**
 * A visitor who booked or joined a line proved the phone by its code: the api signed them in, and
 * the browser keeps that session in its cookie (as after a code login).
 */
function keepSession(context: GatewayContext, accessToken: string | undefined): void {
  if (accessToken && !context.token) context.session.set(accessToken);
}

export const reservationQueries: Pick<
  QueryResolvers,
  | 'reservationSlots'
  | 'reservations'
  | 'myReservations'
  | 'reservationSettings'
  | 'reservationByCode'
  | 'waitlist'
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
    return { items, hasMore: next.length > 0, waitlist: [] };
  },
  async myReservations(_, { offset, limit }, { api }) {
    const [page, waitlist] = await Promise.all([
      fetchPage(
        (upstreamOffset, upstreamLimit) =>
          rest.listReservations(api, null, upstreamOffset, upstreamLimit),
        offset ?? 0,
        limit ?? RESERVATION_PAGE_DEFAULT_LIMIT,
      ),
      rest.listWaitlist(api, null),
    ]);
    return { ...page, waitlist };
  },
  reservationSettings: (_, { placeId }, { api }) => rest.reservationSettings(api, placeId),
  reservationByCode: (_, { code }, { api }) => rest.reservationByCode(api, code),
  waitlist: (_, { placeId, date }, { api }) => rest.listWaitlist(api, { placeId, date }),
};

export const reservationMutations: Pick<
  MutationResolvers,
  | 'requestReservationCode'
  | 'createReservation'
  | 'confirmReservation'
  | 'declineReservation'
  | 'updateReservationSettings'
  | 'answerReservation'
  | 'cancelReservation'
  | 'joinWaitlist'
  | 'leaveWaitlist'
  | 'acceptOffer'
  | 'declineOffer'
> = {
  async requestReservationCode(_, { phone, placeId, datetime, guestsCount }, { api }) {
    const hold = placeId && datetime && guestsCount ? { placeId, datetime, guestsCount } : null;
    return { timeout: await withInputFieldNames(rest.requestReservationCode(api, phone, hold)) };
  },
  async createReservation(_, { input }, context) {
    const { reservation, accessToken } = await withInputFieldNames(
      rest.createReservation(context.api, reservationBody(input)),
    );
    keepSession(context, accessToken);
    return reservation;
  },
  confirmReservation: (_, { code, answer }, { api }) =>
    rest.answerReservation(api, 'confirm', code, answer),
  declineReservation: (_, { code, answer }, { api }) =>
    rest.answerReservation(api, 'decline', code, answer),
  updateReservationSettings: (_, { placeId, input }, { api }) =>
    rest.updateReservationSettings(api, placeId, reservationSettingsBody(input)),
  answerReservation: (_, { id, confirmed, answer }, { api }) =>
    rest.answerReservationById(api, id, confirmed, answer),
  cancelReservation: (_, { id }, { api }) => rest.cancelReservation(api, id),
  async joinWaitlist(_, { input }, context) {
    const { entry, accessToken } = await withInputFieldNames(
      rest.joinWaitlist(context.api, waitlistBody(input)),
    );
    keepSession(context, accessToken);
    return entry;
  },
  leaveWaitlist: (_, { id }, { api }) => rest.leaveWaitlist(api, id),
  acceptOffer: (_, { id }, { api }) => rest.acceptOffer(api, id),
  declineOffer: (_, { id }, { api }) => rest.declineOffer(api, id),
};

export const waitlistEntryResolvers: WaitlistEntryResolvers = {
  status: (entry) => waitlistStatusOf(entry.status),
  place: (entry, _, context) => placeOfRef(entry.place, context),
};

export const reservationResolvers: ReservationResolvers = {
  status: (reservation) => reservationStatusOf(reservation.status),
  place: (reservation, _, context) => placeOfRef(reservation.place, context),
};
