// What every subscription of a person's own events does first (notifications, chats, bookings):
// a visitor is refused, a person listens on their own topic of the live pubsub. A subscription
// that keeps a state fresh (the counters) starts with that state as it is now.
import type { GatewayContext } from '../context.js';
import { authorizationRequired, httpStatusOf } from '../errors/normalise.js';
import type { LiveContext } from './live.js';
import type { LiveTopics } from './live-pubsub.js';
import type { TopicStream } from './topic-stream.js';

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

/**
 * A subscription field on the person's own events of `topic`, narrowed by the field's arguments
 * when `acceptsFor` turns them into a filter. The field's value is the event object itself, shared
 * by its whole audience (see events/shared-execution.ts).
 */
export function ownEventsField<K extends keyof LiveTopics, Args = unknown>(
  topic: K,
  acceptsFor?: (args: Args) => ((payload: LiveTopics[K][1]) => boolean) | undefined,
) {
  return {
    subscribe: (_: unknown, args: Args, context: GatewayContext) =>
      subscribeOwn(context, topic, acceptsFor?.(args)),
    resolve: (payload: LiveTopics[K][1]) => payload,
  };
}

/**
 * `subscribeOwn`, starting with what `current` reads of the person's state. The read starts once
 * the subscriber is registered, so whatever changed before it is in the read and whatever
 * changes after it is pushed; pushes that come while it runs are delivered after it. A read
 * that fails (a session the api no longer knows, an api down) only goes without the first value.
 */
export function subscribeOwnFromCurrent<K extends keyof LiveTopics>(
  context: GatewayContext,
  topic: K,
  current: (context: GatewayContext) => Promise<LiveTopics[K][1]>,
): TopicStream<LiveTopics[K][1]> {
  const stream = subscribeOwn(context, topic);
  stream.startWith(
    current(context).catch((error: unknown) => {
      // The person's session ended after their socket opened: theirs to sign in again, no fault here.
      if (httpStatusOf(error) === 401)
        context.logger.debug({ topic }, 'no session for the first value');
      else context.logger.warn({ err: error, topic }, 'first value unavailable');
      return undefined;
    }),
  );
  return stream;
}
