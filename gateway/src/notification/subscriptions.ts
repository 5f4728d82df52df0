// notificationAdded and countersChanged: each socket subscribes to its own person's topics of the
// live pubsub, which the api's event stream feeds with each event's audience (events/live.ts).
import type { SubscriptionResolvers } from '../generated/resolvers.js';
import { subscribeOwn } from '../events/subscribe-own.js';
import type { RestNotification, RestNotViewedCounters } from '../rest/types.js';

export const notificationSubscriptions: Pick<
  SubscriptionResolvers,
  'notificationAdded' | 'countersChanged'
> = {
  notificationAdded: {
    subscribe: (_, __, context) => subscribeOwn(context, 'notificationAdded'),
    // The event object itself, shared by its whole audience (see events/shared-execution.ts).
    resolve: (notification: RestNotification) => notification,
  },
  countersChanged: {
    subscribe: (_, __, context) => subscribeOwn(context, 'countersChanged'),
    resolve: (counters: RestNotViewedCounters) => counters,
  },
};
