// The gateway's in-process pubsub: one topic per event type, each scoped by user id, so a socket
// subscribes to its own person's events only and an event reaches exactly its audience.
import { createPubSub, type PubSub } from '@graphql-yoga/subscription';
import type { Logger } from 'pino';
import type { RestNotification, RestNotViewedCounters } from '../rest/types.js';
import type { StreamEvent } from './stream-events.js';

/** Topic -> [user id, what a subscriber of that person receives]. */
export type LiveTopics = {
  notificationAdded: [userId: string, notification: RestNotification];
  countersChanged: [userId: string, counters: RestNotViewedCounters];
};

export type LivePubSub = PubSub<LiveTopics>;

export function createLivePubSub(logger: Logger): LivePubSub {
  return createPubSub<LiveTopics>({ eventTarget: new GuardedEventTarget(logger) });
}

/** Who receives what of one event: the topic messages it turns into. */
export type Delivery =
  | { topic: 'notificationAdded'; userId: string; payload: RestNotification }
  | { topic: 'countersChanged'; userId: string; payload: RestNotViewedCounters };

/**
 * One stream event -> one delivery per person of its audience. A notification is the same object
 * for each of them (the GraphQL result is then computed once for all: see shared-execution.ts);
 * counters are each person's own. A person is listed once even when the api repeats them.
 */
export function deliveriesOf(event: StreamEvent): Delivery[] {
  const audience = [...new Set(event.type === 'reset' ? [] : event.userIds)];
  switch (event.type) {
    case 'notification.created':
      return audience.map((userId) => ({
        topic: 'notificationAdded',
        userId,
        payload: event.notification,
      }));
    case 'counters.changed':
      return audience.flatMap((userId) => {
        const counters = event.counters[userId];
        return counters ? [{ topic: 'countersChanged' as const, userId, payload: counters }] : [];
      });
    case 'reset':
      return [];
  }
}

export function publishDeliveries(pubsub: LivePubSub, deliveries: readonly Delivery[]): void {
  for (const delivery of deliveries) {
    if (delivery.topic === 'notificationAdded')
      pubsub.publish('notificationAdded', delivery.userId, delivery.payload);
    else pubsub.publish('countersChanged', delivery.userId, delivery.payload);
  }
}

type Listener = ((event: Event) => void) | { handleEvent(event: Event): void };

/**
 * An EventTarget whose listeners cannot take the process down. Node reports a listener's throw
 * as an uncaught exception; a subscriber's queue overflowing (a socket more than 1,024 events
 * behind) throws there. That socket then misses the event, as if it had been away, and the rest
 * of the audience still gets it.
 */
class GuardedEventTarget implements EventTarget {
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(private readonly logger: Logger) {}

  addEventListener(type: string, listener: Listener | null): void {
    if (!listener) return;
    let set = this.listeners.get(type);
    if (!set) this.listeners.set(type, (set = new Set()));
    set.add(listener);
  }

  removeEventListener(type: string, listener: Listener | null): void {
    if (!listener) return;
    const set = this.listeners.get(type);
    set?.delete(listener);
    if (set?.size === 0) this.listeners.delete(type);
  }

  dispatchEvent(event: Event): boolean {
    for (const listener of [...(this.listeners.get(event.type) ?? [])]) {
      try {
        if (typeof listener === 'function') listener(event);
        else listener.handleEvent(event);
      } catch (error) {
        this.logger.warn({ err: error, topic: event.type }, 'a subscriber missed an event');
      }
    }
    return true;
  }
}
