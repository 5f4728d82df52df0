// notificationAdded and countersChanged: each socket subscribes to its own person's topics of the
// live pubsub, which the api's event stream feeds with each event's audience (events/live.ts).
import type { SubscriptionResolvers } from '../generated/resolvers.js';
import type { GatewayContext } from '../context.js';
import { authorizationRequired } from '../errors/normalise.js';
import type { LiveContext } from '../events/live.js';
import type { LiveTopics } from '../events/live-pubsub.js';
import type { RestNotification, RestNotViewedCounters } from '../rest/types.js';

/** The socket's live events and its person; a visitor is refused (UNAUTHENTICATED). */
export function subscriberOf(context: GatewayContext): LiveContext & { userId: string } {
  const live = context.live;
  if (!live?.userId) throw authorizationRequired();
  return { ...live, userId: live.userId };
}

/**
 * Subscribes the socket's person to their own events of `topic` (those `accepts` lets through,
 * when given); a visitor is refused.
 */
export function subscribeOwn<K extends keyof LiveTopics>(
  context: GatewayContext,
  topic: K,
  accepts?: (payload: LiveTopics[K][1]) => boolean,
) {
  const { pubsub, userId } = subscriberOf(context);
  return pubsub.subscribe(topic, userId, accepts);
}

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
