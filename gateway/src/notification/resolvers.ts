import type {
  CountersResolvers,
  MutationResolvers,
  NotificationActorResolvers,
  NotificationOfferResolvers,
  NotificationReservationResolvers,
  NotificationResolvers,
  QueryResolvers,
} from '../generated/resolvers.js';
import { fetchPage } from '../paging/page.js';
import { postTypeOf } from '../post/mapping.js';
import { reservationStatusOf, waitlistStatusOf } from '../reservation/mapping.js';
import {
  entityTypeOf,
  markViewedBody,
  notificationListArgs,
  notificationTypeOf,
} from './mapping.js';
import * as rest from './notification-api.js';

export const notificationQueries: Pick<QueryResolvers, 'notifications' | 'counters'> = {
  notifications(_, args, { api }) {
    const { forOutlet, offset, limit } = notificationListArgs(args);
    return fetchPage(
      (upstreamOffset, upstreamLimit) =>
        rest.notifications(api, { forOutlet, offset: upstreamOffset, limit: upstreamLimit }),
      offset,
      limit,
    );
  },
  counters: (_, __, { api }) => rest.notViewedCount(api),
};

export const notificationMutations: Pick<MutationResolvers, 'markNotificationsViewed'> = {
  markNotificationsViewed: (_, args, { api }) => rest.markViewed(api, markViewedBody(args)),
};

export const notificationResolvers: NotificationResolvers = {
  type: (notification) => notificationTypeOf(notification.type),
  recipientType: (notification) => entityTypeOf(notification.recipientType),
  objectType: (notification) => entityTypeOf(notification.objectType),
  postType: (notification) => (notification.postType ? postTypeOf(notification.postType) : null),
};

export const notificationReservationResolvers: NotificationReservationResolvers = {
  status: (reservation) => reservationStatusOf(reservation.status),
};

export const notificationOfferResolvers: NotificationOfferResolvers = {
  status: (offer) => waitlistStatusOf(offer.status),
};

export const notificationActorResolvers: NotificationActorResolvers = {
  type: (actor) => entityTypeOf(actor.type),
};

/** The notification counters are the object itself; the chats domain adds `chats`. */
export const countersResolvers: Omit<CountersResolvers, 'chats'> = {
  notifications: (counters) => counters,
};
