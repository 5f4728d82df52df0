import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { execute, parse, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createContext, type GatewayContext } from '../context.js';
import { Upstream } from '../rest/transport.js';
import type { RestNotification } from '../rest/types.js';
import { buildSchema } from '../schema.js';
import {
  createLivePubSub,
  deliveriesOf,
  publishDeliveries,
  type LivePubSub,
} from './live-pubsub.js';
import { LiveSockets } from './live-sockets.js';
import type { RestCounters } from '../rest/types.js';
import {
  createSharedSubscribe,
  MAX_BUFFERED_BYTES,
  type LiveSocket,
  type SubscriptionDelivery,
} from './shared-execution.js';

const schema = buildSchema();
const logger = pino({ level: 'silent' });

const NOTIFICATION: RestNotification = {
  id: 'n1',
  type: 'comment',
  creator: { type: 'user', id: 'u9', name: 'Ann Lee', latinName: null, thumbnailUrl: null },
  recipientType: 'place',
  recipientId: 'p1',
  outlet: { type: 'place', id: 'p1', name: 'Saffron', latinName: 'saffron', thumbnailUrl: null },
  objectType: 'comment',
  objectId: 'c1',
  postId: 'post1',
  postType: 'review',
  commentId: 'c1',
  preview: 'Lovely evening there',
  outcome: null,
  isViewed: false,
  isForUser: false,
  timePassed: 3,
  createdAt: '2026-11-24T07:00:00.000Z',
};

const BRIEF = 'subscription { notificationAdded { id type preview } }';
const FULL = 'subscription { notificationAdded { id type postType creator { type name } } }';

// No api listens here: what a subscription reads of the api (the counters it starts with) fails
// at once, as with the api down, and the subscription goes on with the pushes alone.
let upstream: Upstream;
beforeAll(async () => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  upstream = new Upstream({
    apiUrl: `http://127.0.0.1:${port}`,
    timeoutMs: 2000,
    connectTimeoutMs: 1000,
    logger,
  });
});
afterAll(async () => {
  await upstream?.close();
});

function contextOf(
  pubsub: LivePubSub,
  userId: string | undefined,
  delivery?: SubscriptionDelivery,
): GatewayContext {
  const live = { pubsub, sockets: new LiveSockets(), userId, delivery };
  return createContext(upstream, userId && `token-of-${userId}`, undefined, undefined, live);
}

/** A socket that keeps what is written to it, as `ws` would send it. */
class RecordingSocket implements LiveSocket {
  readyState = 1;
  bufferedAmount = 0;
  readonly frames: unknown[] = [];
  readonly closes: [number, string][] = [];
  send(frame: string): void {
    this.frames.push(JSON.parse(frame));
  }
  close(code: number, reason: string): void {
    this.closes.push([code, reason]);
    this.readyState = 3;
  }
}

function counting() {
  const calls: ExecutionArgs[] = [];
  const run = (args: ExecutionArgs) => {
    calls.push(args);
    return execute(args);
  };
  return { calls, run };
}

async function subscribeAs(
  subscribe: ReturnType<typeof createSharedSubscribe>,
  pubsub: LivePubSub,
  userId: string | undefined,
  query: string,
) {
  const result = await subscribe({
    schema,
    document: parse(query),
    contextValue: contextOf(pubsub, userId),
  });
  if (!(Symbol.asyncIterator in result)) throw new Error(JSON.stringify(result));
  return result[Symbol.asyncIterator]() as AsyncIterator<ExecutionResult> & {
    return(): Promise<unknown>;
  };
}

describe('createSharedSubscribe', () => {
  it('executes an event once per selection, however many sockets receive it', async () => {
    const pubsub = createLivePubSub(logger);
    const { calls, run } = counting();
    const subscribe = createSharedSubscribe({ execute: run });
    const sockets = await Promise.all([
      subscribeAs(subscribe, pubsub, 'owner', BRIEF),
      subscribeAs(subscribe, pubsub, 'manager', BRIEF),
      subscribeAs(subscribe, pubsub, 'manager', BRIEF),
      subscribeAs(subscribe, pubsub, 'owner', FULL),
    ]);
    const results = sockets.map((socket) => socket.next());

    publishDeliveries(
      pubsub,
      deliveriesOf({
        type: 'notification.created',
        id: '1',
        userIds: ['owner', 'manager'],
        notification: NOTIFICATION,
      }),
    );
    const [brief1, brief2, brief3, full] = (await Promise.all(results)).map((each) => each.value);

    expect(brief1).toEqual({
      data: { notificationAdded: { id: 'n1', type: 'COMMENT', preview: 'Lovely evening there' } },
    });
    expect(brief2).toBe(brief1);
    expect(brief3).toBe(brief1);
    expect(full).toEqual({
      data: {
        notificationAdded: {
          id: 'n1',
          type: 'COMMENT',
          postType: 'REVIEW',
          creator: { type: 'USER', name: 'Ann Lee' },
        },
      },
    });
    expect(calls).toHaveLength(2);
    await Promise.all(sockets.map((socket) => socket.return()));
  });

  it('gives each person their own counters', async () => {
    const pubsub = createLivePubSub(logger);
    const subscribe = createSharedSubscribe();
    const query = 'subscription { countersChanged { notifications { forUser total } } }';
    const [ann, bob] = await Promise.all([
      subscribeAs(subscribe, pubsub, 'ann', query),
      subscribeAs(subscribe, pubsub, 'bob', query),
    ]);
    const next = [ann!.next(), bob!.next()];
    publishDeliveries(
      pubsub,
      deliveriesOf({
        type: 'counters.changed',
        id: '2',
        userIds: ['ann', 'bob'],
        counters: {
          ann: { forUser: 1, forOutlet: 0, total: 1 },
          bob: { forUser: 4, forOutlet: 2, total: 6 },
        },
      }),
    );
    expect((await Promise.all(next)).map((each) => each.value)).toEqual([
      { data: { countersChanged: { notifications: { forUser: 1, total: 1 } } } },
      { data: { countersChanged: { notifications: { forUser: 4, total: 6 } } } },
    ]);
    await Promise.all([ann!.return(), bob!.return()]);
  });

  it("refuses a visitor's subscription as UNAUTHENTICATED", async () => {
    const subscribe = createSharedSubscribe();
    const result = await subscribe({
      schema,
      document: parse(BRIEF),
      contextValue: contextOf(createLivePubSub(logger), undefined),
    });
    expect(result).toMatchObject({
      errors: [{ extensions: { code: 'UNAUTHENTICATED', httpStatus: 401 } }],
    });
  });
});

describe('createSharedSubscribe on sockets', () => {
  const deliveryOf = (contextValue: unknown) => (contextValue as GatewayContext).live?.delivery;

  async function attach(
    subscribe: ReturnType<typeof createSharedSubscribe>,
    pubsub: LivePubSub,
    userId: string,
    socket: LiveSocket,
    id: string,
  ) {
    const result = await subscribe({
      schema,
      document: parse(BRIEF),
      contextValue: contextOf(pubsub, userId, { socket, id }),
    });
    if (!(Symbol.asyncIterator in result)) throw new Error(JSON.stringify(result));
    return result[Symbol.asyncIterator]() as AsyncIterator<ExecutionResult> & {
      return(): Promise<unknown>;
    };
  }

  const publishNotification = (pubsub: LivePubSub, userIds: string[]) =>
    publishDeliveries(
      pubsub,
      deliveriesOf({ type: 'notification.created', id: '1', userIds, notification: NOTIFICATION }),
    );

  it("writes each socket graphql-ws's next message at once, executing the event once", async () => {
    const pubsub = createLivePubSub(logger);
    const { calls, run } = counting();
    const subscribe = createSharedSubscribe({ execute: run, deliveryOf });
    const [first, second, stranger] = [
      new RecordingSocket(),
      new RecordingSocket(),
      new RecordingSocket(),
    ];
    const streams = await Promise.all([
      attach(subscribe, pubsub, 'owner', first, 'a1'),
      attach(subscribe, pubsub, 'manager', second, 'b7'),
      attach(subscribe, pubsub, 'stranger', stranger, 'c2'),
    ]);

    publishNotification(pubsub, ['owner', 'manager']);

    const payload = {
      data: { notificationAdded: { id: 'n1', type: 'COMMENT', preview: 'Lovely evening there' } },
    };
    expect(first.frames).toEqual([{ id: 'a1', type: 'next', payload }]);
    expect(second.frames).toEqual([{ id: 'b7', type: 'next', payload }]);
    expect(stranger.frames).toEqual([]);
    expect(calls).toHaveLength(1);

    // Completed (by the client or the socket closing), a subscription receives nothing more.
    await streams[0]!.return();
    publishNotification(pubsub, ['owner', 'manager']);
    expect(first.frames).toHaveLength(1);
    expect(second.frames).toHaveLength(2);
    await Promise.all(streams.map((stream) => stream.return()));
  });

  const counters = (total: number): RestCounters => ({ forUser: total, forOutlet: 0, total });
  const publishCounters = (pubsub: LivePubSub, userId: string, total: number) =>
    publishDeliveries(
      pubsub,
      deliveriesOf({
        type: 'counters.changed',
        id: String(total),
        userIds: [userId],
        counters: { [userId]: counters(total) },
      }),
    );

  it('writes the first value before the events pushed while it was read', async () => {
    let answerRead!: (value: RestCounters) => void;
    const read = new Promise<RestCounters>((resolve) => (answerRead = resolve));
    // A field that answers later, as one reading the api would: each result is a promise, and
    // the socket still gets them in the order of their events.
    const counted = makeExecutableSchema({
      typeDefs: 'type Query { unused: Int } type Subscription { total: Int! }',
      resolvers: {
        Subscription: {
          total: {
            subscribe: (_: unknown, __: unknown, context: GatewayContext) => {
              const stream = context.live!.pubsub.subscribe('countersChanged', 'ann');
              stream.startWith(read);
              return stream;
            },
            resolve: async (value: RestCounters) => {
              await new Promise((resolve) => setTimeout(resolve, value.total === 1 ? 20 : 0));
              return value.total;
            },
          },
        },
      },
    });
    const pubsub = createLivePubSub(logger);
    const socket = new RecordingSocket();
    const subscribe = createSharedSubscribe({ deliveryOf });
    const stream = await subscribe({
      schema: counted,
      document: parse('subscription { total }'),
      contextValue: contextOf(pubsub, 'ann', { socket, id: 'a1' }),
    });

    publishCounters(pubsub, 'ann', 2);
    publishCounters(pubsub, 'ann', 3);
    answerRead(counters(1));
    publishCounters(pubsub, 'ann', 4);

    const totals = () =>
      socket.frames.map((frame) => (frame as { payload: { data: { total: number } } }).payload);
    await vi.waitFor(() => expect(totals()).toHaveLength(4));
    expect(totals()).toEqual([1, 2, 3, 4].map((total) => ({ data: { total } })));
    if (Symbol.asyncIterator in stream) await stream[Symbol.asyncIterator]().return?.();
  });

  it('writes the pushed counters alone when the counters it starts with cannot be read', async () => {
    const pubsub = createLivePubSub(logger);
    const socket = new RecordingSocket();
    const subscribe = createSharedSubscribe({ deliveryOf });
    const stream = await subscribe({
      schema,
      document: parse('subscription { countersChanged { notifications { total } } }'),
      contextValue: contextOf(pubsub, 'ann', { socket, id: 'c1' }),
    });

    publishCounters(pubsub, 'ann', 5);
    // Held while the read is under way (the api here refuses the connection).
    expect(socket.frames).toEqual([]);
    await vi.waitFor(() => expect(socket.frames).toHaveLength(1));
    publishCounters(pubsub, 'ann', 6);
    expect(socket.frames).toEqual(
      [5, 6].map((total) => ({
        id: 'c1',
        type: 'next',
        payload: { data: { countersChanged: { notifications: { total } } } },
      })),
    );
    expect(socket.closes).toEqual([]);
    if (Symbol.asyncIterator in stream) await stream[Symbol.asyncIterator]().return?.();
  });

  it('closes a socket that stopped reading, so that it reconnects and refetches', async () => {
    const pubsub = createLivePubSub(logger);
    const subscribe = createSharedSubscribe({ deliveryOf });
    const stalled = new RecordingSocket();
    stalled.bufferedAmount = MAX_BUFFERED_BYTES + 1;
    const stream = await attach(subscribe, pubsub, 'owner', stalled, 'a1');
    publishNotification(pubsub, ['owner']);
    expect(stalled.frames).toEqual([]);
    expect(stalled.closes).toEqual([[1012, 'Refetch']]);
    await stream.return();
  });
});
