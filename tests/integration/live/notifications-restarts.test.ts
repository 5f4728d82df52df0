// Live notifications across restarts and instances (docs/live-events.md): a restarted gateway's
// clients reconnect and refetch and miss nothing; a restarted api is resumed from with
// Last-Event-ID, nothing lost and nothing delivered twice; two gateways on one api both deliver;
// a gateway stops its stream when it closes.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cityId,
  gql,
  LiveSocket,
  refetchNotifications,
  register,
  type LiveNotification,
  type Person,
} from '../../support/live.js';
import {
  actionsPlan,
  inBatches,
  notificationKey,
  receivedKey,
  type PlannedAction,
} from '../../support/social-plan.js';
import { NO_API, useServers, type RunningApi, type RunningGateway } from '../../support/stack.js';

const LONDON = 'london-england-united-kingdom';
/**
 * The gateways' deadline for one call to the api. Here two apis, up to three gateways, a proxy and
 * the test share one process; on a busy two-core machine a write to the api just restarted on disk
 * (its code and pages cold) can take longer than the default 5 s, and the action then fails with
 * 555 UPSTREAM_UNREACHABLE, which says nothing of what is under test: what the live stream brings.
 */
const UPSTREAM_DEADLINE_MS = 30_000;

const servers = useServers();
// One api (in memory) for the tests that do not restart it; the api restart has its own, on disk.
let shared: RunningApi;
beforeAll(async () => {
  shared = await servers.api();
});

/** People registered on `api`, each with an impression of their own. */
async function peopleWithPosts(
  api: RunningApi,
  gatewayUrl: string,
  prefix: string,
  count: number,
): Promise<{ people: Person[]; posts: { id: string; authorId: string }[] }> {
  const people = await inBatches(
    Array.from({ length: count }, (_, index) => index),
    4,
    (index) => register(api.url, `${prefix}-${index}@tavola.test`),
  );
  const london = await cityId(api.url, LONDON);
  const posts = await inBatches(people, 4, async (author) => {
    const data = await gql<{ createPost: { id: string } }>(
      gatewayUrl,
      'mutation ($input: CreatePostInput!) { createPost(input: $input) { id } }',
      { input: { type: 'IMPRESSION', cityId: london, lat: 51.5, lon: -0.1, text: 'Hi there' } },
      author.token,
    );
    return { id: data.createPost.id, authorId: author.id };
  });
  return { people, posts };
}

/** Carries out a planned action through `gatewayUrl`; resolves with its notification's key. */
async function perform(gatewayUrl: string, action: PlannedAction, actor: Person): Promise<string> {
  switch (action.kind) {
    case 'LIKE':
      await gql(
        gatewayUrl,
        'mutation ($id: ID!) { likePost(id: $id) { id } }',
        { id: action.postId },
        actor.token,
      );
      return notificationKey('LIKE', actor.id, action.postId!);
    case 'COMMENT': {
      const data = await gql<{ createComment: { comment: { id: string } } }>(
        gatewayUrl,
        'mutation ($input: CreateCommentInput!) { createComment(input: $input) { comment { id } } }',
        { input: { postId: action.postId, text: 'So good' } },
        actor.token,
      );
      return notificationKey('COMMENT', actor.id, data.createComment.comment.id);
    }
    case 'FOLLOWER':
      await follow(gatewayUrl, actor, action.recipientId);
      return notificationKey('FOLLOWER', actor.id, actor.id);
  }
}

function follow(gatewayUrl: string, actor: Person, userId: string) {
  return gql(
    gatewayUrl,
    'mutation ($id: ID!) { followUser(id: $id) { isFollowed } }',
    { id: userId },
    actor.token,
  );
}

describe('live notifications across restarts', () => {
  it(
    'miss nothing for clients of a restarted gateway once they reconnect and refetch',
    { timeout: 180_000 },
    async () => {
      const api = shared;
      // People act through a gateway of their own, which stays up the whole time.
      const acting = await servers.gateway({
        upstreamTimeoutMs: UPSTREAM_DEADLINE_MS,
        apiUrl: api.url,
        eventsSecret: api.eventsSecret,
      });
      let watched: RunningGateway = await servers.gateway({
        upstreamTimeoutMs: UPSTREAM_DEADLINE_MS,
        apiUrl: api.url,
        eventsSecret: api.eventsSecret,
      });
      const { people, posts } = await peopleWithPosts(api, acting.url, 'gw-restart', 8);
      const byId = new Map(people.map((person) => [person.id, person]));
      const tabs = new Map<string, LiveSocket>();
      await inBatches(people, 4, async (person) => {
        const socket = await LiveSocket.open(watched.url, person.token, { reconnect: true });
        servers.atEnd(() => socket.close());
        tabs.set(person.id, socket);
      });
      const plan = actionsPlan(people, posts, 200, 7);
      const expected = new Map<string, string[]>(people.map((person) => [person.id, []]));
      const afterRefetch = new Map<string, string[]>(people.map((person) => [person.id, []]));
      const refetched = new Map<string, LiveNotification[]>();
      const act = (actions: PlannedAction[], alsoInto?: Map<string, string[]>) =>
        inBatches(actions, 4, async (action) => {
          const key = await perform(acting.url, action, byId.get(action.actorId)!);
          expected.get(action.recipientId)!.push(key);
          alsoInto?.get(action.recipientId)!.push(key);
        });

      await act(plan.slice(0, 50));
      await watched.close();
      // While the watched gateway is down its clients can only learn of these by refetching.
      await act(plan.slice(50, 100));
      watched = await servers.gateway({
        upstreamTimeoutMs: UPSTREAM_DEADLINE_MS,
        apiUrl: api.url,
        eventsSecret: api.eventsSecret,
        port: watched.port,
      });
      // People go on acting while the clients reconnect and refetch.
      const meanwhile = act(plan.slice(100, 150));
      await Promise.all(
        people.map(async (person) => {
          const socket = tabs.get(person.id)!;
          await socket.until(() => socket.connections === 2);
          // What the web app does after a reconnect: read the list again.
          refetched.set(person.id, await refetchNotifications(watched.url, person));
        }),
      );
      await meanwhile;
      // Once everyone has refetched, only the live push can tell them.
      await act(plan.slice(150), afterRefetch);
      // A last follow for everyone: when it has arrived, so has everything before it.
      const marker = await register(api.url, 'gw-restart-marker@tavola.test');
      await inBatches(people, 4, (person) => follow(acting.url, marker, person.id));

      for (const person of people) {
        const socket = tabs.get(person.id)!;
        await socket.until(() => socket.notifications.at(-1)?.creator.id === marker.id);
        const pushed = new Set(socket.notifications.map(receivedKey));
        const seen = new Set([...pushed, ...refetched.get(person.id)!.map(receivedKey)]);
        for (const key of expected.get(person.id)!) expect(seen).toContain(key);
        for (const key of afterRefetch.get(person.id)!) expect(pushed).toContain(key);
        const ids = socket.notifications.map((notification) => notification.id);
        expect(new Set(ids).size).toBe(ids.length);
      }
    },
  );

  it(
    'resumes from a restarted api with Last-Event-ID: nothing lost, nothing twice',
    { timeout: 240_000 },
    async () => {
      const dataDir = await servers.dataFolder({ seeded: true });
      let api = await servers.api({ dataDir });
      const { port, eventsSecret } = api;
      // A plain forwarding proxy in between, so the test can hold the stream's reconnects off.
      const proxy = await servers.countingProxy(api.url);
      const gateway = await servers.gateway({
        upstreamTimeoutMs: UPSTREAM_DEADLINE_MS,
        apiUrl: proxy.url,
        eventsSecret,
      });
      const { people, posts } = await peopleWithPosts(api, gateway.url, 'api-restart', 6);
      const byId = new Map(people.map((person) => [person.id, person]));
      const tabs = new Map<string, LiveSocket>();
      await inBatches(people, 4, async (person) => {
        const socket = await LiveSocket.open(gateway.url, person.token);
        servers.atEnd(() => socket.close());
        tabs.set(person.id, socket);
      });
      const plan = actionsPlan(people, posts, 120, 11);
      const expected = new Map<string, string[]>(people.map((person) => [person.id, []]));
      const act = (actions: PlannedAction[]) =>
        inBatches(actions, 4, async (action) => {
          expected
            .get(action.recipientId)!
            .push(await perform(gateway.url, action, byId.get(action.actorId)!));
        });

      // The api stops right after its last commit, before the gateway need have read it all.
      await act(plan.slice(0, 60));
      proxy.fail('/api/v2/events');
      await api.close();
      api = await servers.api({ dataDir, port, eventsSecret });
      // Committed while the gateway's stream is down: only resuming after its last id brings them.
      await act(plan.slice(60));
      proxy.heal();
      const marker = await register(api.url, 'api-restart-marker@tavola.test');
      await inBatches(people, 4, (person) => follow(gateway.url, marker, person.id));

      for (const person of people) {
        const socket = tabs.get(person.id)!;
        await socket.until(() => socket.notifications.at(-1)?.creator.id === marker.id);
        expect(socket.notifications.slice(0, -1).map(receivedKey).sort()).toEqual(
          expected.get(person.id)!.sort(),
        );
        // Resumed, not reset: no socket was sent to refetch.
        expect(socket.closeCodes).toEqual([]);
      }
    },
  );

  it(
    'delivers through every gateway on one api, and a logout closes sockets on each',
    { timeout: 120_000 },
    async () => {
      const api = shared;
      const [first, second] = await Promise.all([
        servers.gateway({
          upstreamTimeoutMs: UPSTREAM_DEADLINE_MS,
          apiUrl: api.url,
          eventsSecret: api.eventsSecret,
        }),
        servers.gateway({
          upstreamTimeoutMs: UPSTREAM_DEADLINE_MS,
          apiUrl: api.url,
          eventsSecret: api.eventsSecret,
        }),
      ]);
      const [ann, bob] = await Promise.all([
        register(api.url, 'two-gateways-ann@tavola.test'),
        register(api.url, 'two-gateways-bob@tavola.test'),
      ]);
      const annOnFirst = await LiveSocket.open(first!.url, ann!.token);
      const annOnSecond = await LiveSocket.open(second!.url, ann!.token);
      const bobOnSecond = await LiveSocket.open(second!.url, bob!.token);
      servers.atEnd(
        () => annOnFirst.close(),
        () => annOnSecond.close(),
        () => bobOnSecond.close(),
      );

      await follow(first!.url, bob!, ann!.id);
      await follow(second!.url, ann!, bob!.id);

      await annOnFirst.until(() => annOnFirst.notifications.length === 1);
      await annOnSecond.until(() => annOnSecond.notifications.length === 1);
      await bobOnSecond.until(() => bobOnSecond.notifications.length === 1);
      expect(annOnFirst.notifications).toEqual(annOnSecond.notifications);
      expect(annOnFirst.notifications[0]).toMatchObject({
        type: 'FOLLOWER',
        creator: { id: bob!.id },
      });
      expect(bobOnSecond.notifications[0]).toMatchObject({
        type: 'FOLLOWER',
        creator: { id: ann!.id },
      });

      // A logout through one gateway closes the person's sockets on the other too, nobody else's.
      await gql(first!.url, 'mutation { logout }', {}, ann!.token);
      await annOnSecond.until(() => annOnSecond.closeCodes.length > 0);
      await annOnFirst.until(() => annOnFirst.closeCodes.length > 0);
      expect([annOnFirst.closeCodes, annOnSecond.closeCodes]).toEqual([[4403], [4403]]);
      await follow(second!.url, (await register(api.url, 'two-gateways-cy@tavola.test'))!, bob!.id);
      await bobOnSecond.until(() => bobOnSecond.notifications.length === 2);
      expect(bobOnSecond.closeCodes).toEqual([]);
    },
  );

  it('stops its stream when the gateway closes, connected or waiting to reconnect', async () => {
    const api = shared;
    const connected = await servers.gateway({
      upstreamTimeoutMs: UPSTREAM_DEADLINE_MS,
      apiUrl: api.url,
      eventsSecret: api.eventsSecret,
    });
    const person = await register(api.url, 'closing@tavola.test');
    // An acknowledged socket means the gateway's stream is open.
    const socket = await LiveSocket.open(connected.url, person.token);
    const closed = socket.until(() => socket.closeCodes.length > 0);
    await connected.close();
    await closed;
    expect(socket.closeCodes).toEqual([1001]);
    await socket.close();

    const waiting = await servers.gateway({
      upstreamTimeoutMs: UPSTREAM_DEADLINE_MS,
      apiUrl: NO_API,
      eventsSecret: api.eventsSecret,
    });
    await waiting.close();
  });
});
