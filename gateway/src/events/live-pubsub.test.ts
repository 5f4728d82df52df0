import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { RestNotification } from '../rest/types.js';
import { createLivePubSub, deliveriesOf, publishDeliveries } from './live-pubsub.js';
import type { StreamEvent } from './stream-events.js';
import { MAX_QUEUED_EVENTS } from './topic-stream.js';

const logger = pino({ level: 'silent' });
const notification = (id: string) => ({ id }) as RestNotification;

const created = (id: string, userIds: string[]): StreamEvent => ({
  type: 'notification.created',
  id,
  userIds,
  notification: notification(`n${id}`),
});

describe('deliveriesOf', () => {
  it('gives a notification to each person of its audience once, as one shared object', () => {
    const event = created('1', ['a', 'b', 'a']);
    const deliveries = deliveriesOf(event);
    expect(deliveries.map((delivery) => [delivery.topic, delivery.userId])).toEqual([
      ['notificationAdded', 'a'],
      ['notificationAdded', 'b'],
    ]);
    expect(deliveries[0]?.payload).toBe(deliveries[1]?.payload);
  });

  it('gives each person their own counters, and none to someone without any', () => {
    const deliveries = deliveriesOf({
      type: 'counters.changed',
      id: '2',
      userIds: ['a', 'b'],
      counters: { a: { forUser: 1, forOutlet: 0, total: 1 } },
    });
    expect(deliveries).toEqual([
      {
        topic: 'countersChanged',
        userId: 'a',
        payload: { forUser: 1, forOutlet: 0, total: 1 },
      },
    ]);
  });

  it("gives a day's availability to that place's day, whoever subscribed", () => {
    const slots = [
      { time: '19:00', available: 0, tables: [{ seats: 4, available: 0 }], waiting: 2 },
    ];
    expect(
      deliveriesOf({
        type: 'reservation.changed',
        id: '1',
        userIds: [],
        placeId: 'p',
        date: '2026-11-27',
        slots,
      }),
    ).toEqual([{ topic: 'availabilityChanged', userId: 'p:2026-11-27', payload: slots }]);
  });

  it('tells each person of a reservation change which reservation it was, once each', () => {
    expect(
      deliveriesOf({
        type: 'reservation.updated',
        id: '1',
        userIds: ['guest', 'owner', 'guest'],
        reservationId: 'r',
        placeId: 'p',
      }),
    ).toEqual(
      ['guest', 'owner'].map((userId) => ({
        topic: 'reservationUpdated',
        userId,
        payload: { reservationId: 'r', placeId: 'p' },
      })),
    );
  });

  it('delivers nothing for a reset', () => {
    expect(deliveriesOf({ type: 'reset', id: undefined })).toEqual([]);
  });
});

describe('the live pubsub', () => {
  it('reaches the subscribers of the audience and nobody else', async () => {
    const pubsub = createLivePubSub(logger);
    const [a, b, c] = ['a', 'b', 'c'].map((userId) =>
      pubsub.subscribe('notificationAdded', userId),
    );
    const firstOfA = a!.next();
    const firstOfB = b!.next();
    const firstOfC = c!.next();

    publishDeliveries(pubsub, deliveriesOf(created('1', ['a', 'b'])));
    publishDeliveries(pubsub, deliveriesOf(created('2', ['c'])));

    expect((await firstOfA).value).toEqual(notification('n1'));
    expect((await firstOfB).value).toEqual(notification('n1'));
    // c's first event is the one meant for c: the one for a and b never reached it.
    expect((await firstOfC).value).toEqual(notification('n2'));
    await Promise.all([a!.return(), b!.return(), c!.return()]);
  });

  it('keeps a closed subscription from receiving anything more', async () => {
    const pubsub = createLivePubSub(logger);
    const closed = pubsub.subscribe('notificationAdded', 'a');
    const open = pubsub.subscribe('notificationAdded', 'a');
    await closed.return();
    const next = open.next();
    publishDeliveries(pubsub, deliveriesOf(created('3', ['a'])));
    expect((await next).value).toEqual(notification('n3'));
    expect(await closed.next()).toEqual({ done: true, value: undefined });
    await open.return();
  });

  it('ends a subscriber that fell too far behind, and forgets it', async () => {
    const pubsub = createLivePubSub(logger);
    const behind = pubsub.subscribe('notificationAdded', 'a');
    for (let index = 0; index <= MAX_QUEUED_EVENTS; index += 1)
      publishDeliveries(pubsub, deliveriesOf(created(String(index), ['a'])));
    expect(await behind.next()).toEqual({ done: true, value: undefined });
    expect(pubsub.subscriberCount('notificationAdded', 'a')).toBe(0);
  });
});
