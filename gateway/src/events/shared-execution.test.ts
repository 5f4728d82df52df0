import { execute, parse, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { GatewayContext } from '../context.js';
import type { RestNotification } from '../rest/types.js';
import { buildSchema } from '../schema.js';
import {
  createLivePubSub,
  deliveriesOf,
  publishDeliveries,
  type LivePubSub,
} from './live-pubsub.js';
import { LiveSockets } from './live-sockets.js';
import { createSharedSubscribe } from './shared-execution.js';

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
  isViewed: false,
  isForUser: false,
  timePassed: 3,
  createdAt: '2026-11-24T07:00:00.000Z',
};

const BRIEF = 'subscription { notificationAdded { id type preview } }';
const FULL = 'subscription { notificationAdded { id type postType creator { type name } } }';

function contextOf(pubsub: LivePubSub, userId: string | undefined): GatewayContext {
  return { live: { pubsub, sockets: new LiveSockets(), userId } } as GatewayContext;
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
    const subscribe = createSharedSubscribe(run);
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
