// notificationAdded and countersChanged: each socket subscribes to its own person's topics of the
// live pubsub, which the api's event stream feeds with each event's audience (events/live.ts).
import type { SubscriptionResolvers } from '../generated/resolvers.js';
import type { GatewayContext } from '../context.js';
import { ownEventsField, subscribeOwnFromCurrent } from '../events/subscribe-own.js';
import { chatsNotViewedCount } from '../rest/shared-reads.js';
import type { RestCounters } from '../rest/types.js';
import { notViewedCount } from './notification-api.js';

/**
 * The caller's counters as a `counters.changed` push carries them: the notification ones, with
 * the chats' beside them. Both are read at once, so the first value costs one round trip.
 */
async function currentCounters({ api }: GatewayContext): Promise<RestCounters> {
  const [notifications, chats] = await Promise.all([notViewedCount(api), chatsNotViewedCount(api)]);
  return { ...notifications, chats };
}

export const notificationSubscriptions: Pick<
  SubscriptionResolvers,
  'notificationAdded' | 'countersChanged'
> = {
  notificationAdded: ownEventsField('notificationAdded'),
  countersChanged: {
    // The counters as they are first, then each change: a change made before this socket
    // subscribed (while the page that shows them loaded) is in the first value.
    subscribe: (_, __, context) =>
      subscribeOwnFromCurrent(context, 'countersChanged', currentCounters),
    resolve: (counters: RestCounters) => counters,
  },
};
