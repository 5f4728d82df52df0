// What every subscription of a person's own events does first (notifications, chats, bookings):
// a visitor is refused, a person listens on their own topic of the live pubsub.
import type { GatewayContext } from '../context.js';
import { authorizationRequired } from '../errors/normalise.js';
import type { LiveContext } from './live.js';
import type { LiveTopics } from './live-pubsub.js';

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
