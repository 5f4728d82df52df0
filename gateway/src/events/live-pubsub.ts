// The gateway's in-process pubsub: one topic per event type, each scoped by user id, so a socket
// subscribes to its own person's events only and an event reaches exactly its audience.
import type { Logger } from 'pino';
import type {
  RestChat,
  RestCounters,
  RestMessage,
  RestNotification,
  RestReservationSlot,
} from '../rest/types.js';
import type { StreamEvent } from './stream-events.js';

/** The pubsub key of one place's day (`availabilityChanged(placeId, date)`). */
export function placeDayKey(placeId: string, date: string): string {
  return `${placeId}:${date}`;
}

/** Which reservation changed, and at which place. */
export interface ReservationUpdate {
  reservationId: string;
  placeId: string;
}
import { TopicStream } from './topic-stream.js';

/** Topic -> [user id, what a subscriber of that person receives]. */
export type LiveTopics = {
  notificationAdded: [userId: string, notification: RestNotification];
  countersChanged: [userId: string, counters: RestCounters];
  messageAdded: [userId: string, message: RestMessage];
  messageChanged: [userId: string, message: RestMessage];
  chatChanged: [userId: string, chat: RestChat];
  reservationUpdated: [userId: string, change: ReservationUpdate];
  /** Public: keyed by a place's day (placeDayKey) instead of a person. */
  availabilityChanged: [placeDay: string, slots: RestReservationSlot[]];
};

type Topic = keyof LiveTopics;
type PayloadOf<K extends Topic> = LiveTopics[K][1];

/**
 * Subscribers by topic and person. Publishing hands the one payload object to each subscriber of
 * that person in turn, synchronously: no event target, no queue per subscriber on the way.
 */
export class LivePubSub {
  private readonly streams = new Map<string, Set<TopicStream<unknown>>>();

  constructor(private readonly logger: Logger) {}

  subscribe<K extends Topic>(
    topic: K,
    userId: string,
    accepts?: (payload: PayloadOf<K>) => boolean,
  ): TopicStream<PayloadOf<K>> {
    const key = topicKey(topic, userId);
    let streams = this.streams.get(key);
    if (!streams) this.streams.set(key, (streams = new Set()));
    const stream = new TopicStream<PayloadOf<K>>((ended) => {
      const current = this.streams.get(key);
      current?.delete(ended as TopicStream<unknown>);
      if (current?.size === 0) this.streams.delete(key);
    }, accepts);
    streams.add(stream as TopicStream<unknown>);
    return stream;
  }

  publish<K extends Topic>(topic: K, userId: string, payload: PayloadOf<K>): void {
    const streams = this.streams.get(topicKey(topic, userId));
    if (!streams) return;
    for (const stream of streams) {
      // One subscriber's failure (a socket gone bad) must not keep the event from the others.
      try {
        stream.push(payload);
      } catch (error) {
        this.logger.warn({ err: error, topic }, 'a subscriber missed an event');
      }
    }
  }

  /** How many subscribers `userId` has on `topic` here. */
  subscriberCount(topic: Topic, userId: string): number {
    return this.streams.get(topicKey(topic, userId))?.size ?? 0;
  }
}

function topicKey(topic: Topic, userId: string): string {
  return `${topic}:${userId}`;
}

export function createLivePubSub(logger: Logger): LivePubSub {
  return new LivePubSub(logger);
}

/** Who receives what of one event: the topic messages it turns into. */
export type Delivery = {
  [K in Topic]: { topic: K; userId: string; payload: PayloadOf<K> };
}[Topic];

/**
 * One stream event -> one delivery per person of its audience. A notification or a message is the
 * same object for each of them (the GraphQL result is then computed once for all: see
 * shared-execution.ts); counters and chats are each person's own. A person is listed once even
 * when the api repeats them.
 */
export function deliveriesOf(event: StreamEvent): Delivery[] {
  if (event.type === 'reset' || event.type === 'session.ended') return [];
  if (event.type === 'reservation.changed') {
    return [
      {
        topic: 'availabilityChanged',
        userId: placeDayKey(event.placeId, event.date),
        payload: event.slots,
      },
    ];
  }
  const audience = [...new Set(event.userIds)];
  switch (event.type) {
    case 'notification.created':
      return audience.map((userId) => ({
        topic: 'notificationAdded',
        userId,
        payload: event.notification,
      }));
    case 'message.created':
    case 'message.changed':
      return audience.map((userId) => ({
        topic: event.type === 'message.created' ? 'messageAdded' : 'messageChanged',
        userId,
        payload: event.message,
      }));
    case 'counters.changed':
      return audience.flatMap((userId) => {
        const counters = event.counters[userId];
        return counters ? [{ topic: 'countersChanged' as const, userId, payload: counters }] : [];
      });
    case 'reservation.updated': {
      const change = { reservationId: event.reservationId, placeId: event.placeId };
      return audience.map((userId) => ({
        topic: 'reservationUpdated' as const,
        userId,
        payload: change,
      }));
    }
    case 'chat.changed':
      return audience.flatMap((userId) => {
        const chat = event.chats[userId];
        return chat ? [{ topic: 'chatChanged' as const, userId, payload: chat }] : [];
      });
  }
}

export function publishDeliveries(pubsub: LivePubSub, deliveries: readonly Delivery[]): void {
  for (const delivery of deliveries) publishOne(pubsub, delivery);
}

function publishOne<K extends Topic>(
  pubsub: LivePubSub,
  delivery: { topic: K; userId: string; payload: PayloadOf<K> },
): void {
  pubsub.publish(delivery.topic, delivery.userId, delivery.payload);
}
