// Many people at once: 50 people with a socket each, 1,000 random likes, comments and follows
// through GraphQL, and every notification reaches exactly the socket of the person it concerns,
// once, and no other.
import { afterAll, describe, expect, it } from 'vitest';
import { cityId, gql, LiveSocket, register, type Person } from '../../support/live.js';
import {
  actionsPlan,
  inBatches,
  notificationKey,
  type PlannedAction,
} from '../../support/social-plan.js';
import { useStack } from '../../support/stack.js';

const PEOPLE = 50;
const ACTIONS = 1_000;
const LONDON = 'london-england-united-kingdom';

// Everyone registers from this one address: more code sends than one address has per hour.
const stack = useStack({ liveEvents: true, api: { codeSends: { perAddressPerHour: 1000 } } });
const sockets: LiveSocket[] = [];

afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
});

describe('live notifications under load', () => {
  it('deliver each of 1,000 actions to exactly its recipient', { timeout: 300_000 }, async () => {
    const people = await inBatches(
      Array.from({ length: PEOPLE + 1 }, (_, index) => index),
      8,
      (index) => register(stack.apiUrl, `load-${index}@tavola.test`),
    );
    // The last one only marks the end: its follow is everyone's last notification.
    const marker = people.pop()!;
    const tabs = new Map<string, LiveSocket>();
    // Each socket is subscribed once open resolves, whatever order they open in.
    await inBatches(people, 8, async (person) => {
      const socket = await LiveSocket.open(stack.gatewayUrl, person.token);
      sockets.push(socket);
      tabs.set(person.id, socket);
    });
    const london = await cityId(stack.apiUrl, LONDON);
    const posts = await inBatches(people, 8, async (author) => {
      const data = await gql<{ createPost: { id: string } }>(
        stack.gatewayUrl,
        'mutation ($input: CreatePostInput!) { createPost(input: $input) { id } }',
        { input: { type: 'IMPRESSION', cityId: london, lat: 51.5, lon: -0.1, text: 'Hello' } },
        author.token,
      );
      return { id: data.createPost.id, authorId: author.id };
    });

    const plan = actionsPlan(people, posts, ACTIONS, 20261124);
    const expected = new Map<string, string[]>(people.map((person) => [person.id, []]));
    const byId = new Map(people.map((person) => [person.id, person]));
    await inBatches(plan, 8, async (action) => {
      const objectId = await perform(action, byId.get(action.actorId)!);
      expected
        .get(action.recipientId)!
        .push(notificationKey(action.kind, action.actorId, objectId));
    });
    await inBatches(people, 8, (person) => follow(marker, person.id));

    for (const person of people) {
      const socket = tabs.get(person.id)!;
      await socket.until(() => socket.notifications.at(-1)?.creator.id === marker.id);
      const received = socket.notifications.slice(0, -1);
      for (const notification of received) expect(notification.recipientId).toBe(person.id);
      expect(new Set(received.map((notification) => notification.id)).size).toBe(received.length);
      expect(
        received
          .map((notification) =>
            notificationKey(notification.type, notification.creator.id, notification.objectId),
          )
          .sort(),
      ).toEqual(expected.get(person.id)!.sort());
      expect(socket.errors).toEqual([]);
    }
    const total = [...expected.values()].reduce((sum, keys) => sum + keys.length, 0);
    expect(total).toBe(ACTIONS);
  });
});

/** Carries out one planned action over GraphQL; resolves with the notified object's id. */
async function perform(action: PlannedAction, actor: Person): Promise<string> {
  switch (action.kind) {
    case 'LIKE':
      await gql(
        stack.gatewayUrl,
        'mutation ($id: ID!) { likePost(id: $id) { id } }',
        { id: action.postId },
        actor.token,
      );
      return action.postId!;
    case 'COMMENT': {
      const data = await gql<{ createComment: { comment: { id: string } } }>(
        stack.gatewayUrl,
        'mutation ($input: CreateCommentInput!) { createComment(input: $input) { comment { id } } }',
        { input: { postId: action.postId, text: 'Looks lovely' } },
        actor.token,
      );
      return data.createComment.comment.id;
    }
    case 'FOLLOWER':
      await follow(actor, action.recipientId);
      // A new follower's notification is about the follower.
      return actor.id;
  }
}

function follow(actor: Person, userId: string) {
  return gql(
    stack.gatewayUrl,
    'mutation ($id: ID!) { followUser(id: $id) { isFollowed } }',
    { id: userId },
    actor.token,
  );
}
