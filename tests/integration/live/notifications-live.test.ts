// Live notifications end to end (docs/live-events.md): a social action in the real api reaches,
// through its event stream and the real gateway, the graphql-ws sockets of exactly the people it
// concerns (every tab of theirs, and every owner and manager of a place), and nobody else's. The
// lists, the counters and marking viewed over GraphQL; a tab's counters start with what happened
// before it subscribed; a visitor's subscription is refused; a logout closes the person's sockets
// with 4403.
import { describe, expect, it } from 'vitest';
import { graphqlOverWebSocket } from '../../support/graphql.js';
import {
  cityId,
  demoPlaceId,
  gql,
  LiveSocket,
  useLiveStack,
  NOTIFICATION_FIELDS,
  register,
  signIn,
  writeTo,
  type LiveCounters,
  type LiveNotification,
  type Person,
} from '../../support/live.js';

const LONDON = 'london-england-united-kingdom';

const { stack, sockets } = useLiveStack();

async function tab(person: Person | undefined): Promise<LiveSocket> {
  const socket = await LiveSocket.open(stack.gatewayUrl, person?.token);
  sockets.push(socket);
  return socket;
}

async function impression(author: Person, text: string): Promise<string> {
  const data = await gql<{ createPost: { id: string } }>(
    stack.gatewayUrl,
    'mutation ($input: CreatePostInput!) { createPost(input: $input) { id } }',
    {
      input: {
        type: 'IMPRESSION',
        cityId: await cityId(stack.apiUrl, LONDON),
        lat: 51.5,
        lon: -0.1,
        text,
      },
    },
    author.token,
  );
  return data.createPost.id;
}

const like = (person: Person, postId: string) =>
  gql(
    stack.gatewayUrl,
    'mutation ($id: ID!) { likePost(id: $id) { id } }',
    { id: postId },
    person.token,
  );

const follow = (person: Person, userId: string) =>
  gql(
    stack.gatewayUrl,
    'mutation ($id: ID!) { followUser(id: $id) { isFollowed } }',
    { id: userId },
    person.token,
  );

const commentOn = (person: Person, postId: string, text: string) =>
  gql(
    stack.gatewayUrl,
    'mutation ($input: CreateCommentInput!) { createComment(input: $input) { comment { id } } }',
    { input: { postId, text } },
    person.token,
  );

const falconCafe = () => demoPlaceId(stack.apiUrl, LONDON, 'Falcon Cafe');

const summary = (notification: LiveNotification) => ({
  type: notification.type,
  creatorId: notification.creator.id,
  recipientId: notification.recipientId,
});

describe('live notifications', () => {
  it("reach every tab of the post's author and no one else's", async () => {
    // New people: the demo data's follows and likes would make some actions no change at all.
    const [author, liker, bystander] = await Promise.all(
      ['author', 'liker', 'bystander'].map((name) =>
        register(stack.apiUrl, `live-${name}@tavola.test`),
      ),
    );
    const [phone, laptop, likersTab, bystandersTab] = await Promise.all([
      tab(author),
      tab(author),
      tab(liker),
      tab(bystander),
    ]);
    const postId = await impression(author!, 'Sunday market by the river');

    await like(liker!, postId);

    await phone.until(() => phone.notifications.length === 1);
    await laptop.until(() => laptop.notifications.length === 1);
    expect(phone.notifications[0]).toMatchObject({
      type: 'LIKE',
      recipientType: 'USER',
      recipientId: author!.id,
      isForUser: true,
      objectType: 'POST',
      objectId: postId,
      creator: { type: 'USER', id: liker!.id },
    });
    expect(laptop.notifications).toEqual(phone.notifications);
    await phone.until(() => phone.counters.some((counters) => counters.forUser >= 1));

    // Then something for the liker and the bystander: had the like reached them, it would be
    // their first notification instead of this one.
    await follow(author!, bystander!.id);
    await follow(bystander!, liker!.id);
    await bystandersTab.until(() => bystandersTab.notifications.length === 1);
    await likersTab.until(() => likersTab.notifications.length === 1);
    expect(bystandersTab.notifications.map(summary)).toEqual([
      { type: 'FOLLOWER', creatorId: author!.id, recipientId: bystander!.id },
    ]);
    expect(likersTab.notifications.map(summary)).toEqual([
      { type: 'FOLLOWER', creatorId: bystander!.id, recipientId: liker!.id },
    ]);
    expect(phone.notifications).toHaveLength(1);
  });

  it('give a review at a place to each of its owners and managers, not to other staff', async () => {
    const reviewer = await register(stack.apiUrl, 'live-reviewer@tavola.test');
    const [owner, manager, otherOwner] = await Promise.all(
      ['owner1', 'manager1', 'owner2'].map((name) => signIn(stack.apiUrl, `${name}@tavola.test`)),
    );
    const [ownersTab, managersTab, otherOwnersTab] = await Promise.all([
      tab(owner),
      tab(manager),
      tab(otherOwner),
    ]);
    const placeId = await falconCafe();
    // The owner's counters as their tab starts: the demo data may leave some unread already.
    await ownersTab.until(() => ownersTab.counters.length >= 1);
    const ownersFirst = ownersTab.counters[0]!;

    await gql(
      stack.gatewayUrl,
      'mutation ($input: CreatePostInput!) { createPost(input: $input) { id } }',
      { input: { type: 'REVIEW', placeId, rating: 5, text: 'The best flat white in town' } },
      reviewer.token,
    );

    await ownersTab.until(() => ownersTab.notifications.length === 1);
    await managersTab.until(() => managersTab.notifications.length === 1);
    for (const staff of [ownersTab, managersTab]) {
      expect(staff.notifications[0]).toMatchObject({
        type: 'POST',
        recipientType: 'PLACE',
        recipientId: placeId,
        isForUser: false,
        creator: { type: 'USER', id: reviewer.id },
        outlet: { type: 'PLACE', id: placeId },
      });
    }
    await ownersTab.until(() =>
      ownersTab.counters.some((counters) => counters.forOutlet > ownersFirst.forOutlet),
    );

    await follow(reviewer!, otherOwner!.id);
    await otherOwnersTab.until(() => otherOwnersTab.notifications.length === 1);
    expect(otherOwnersTab.notifications.map(summary)).toEqual([
      { type: 'FOLLOWER', creatorId: reviewer.id, recipientId: otherOwner!.id },
    ]);
  });

  it('list, count and mark viewed over GraphQL, the counters pushed to every tab', async () => {
    const [author, liker] = await Promise.all(
      ['user5', 'user6'].map((name) => signIn(stack.apiUrl, `${name}@tavola.test`)),
    );
    const authorsTab = await tab(author);
    const postId = await impression(author!, 'Rain, then a rainbow over the canal');
    await like(liker!, postId);
    await authorsTab.until(() => authorsTab.notifications.length === 1);
    const pushed = authorsTab.notifications[0]!;

    const listed = await gql<{
      notifications: { items: LiveNotification[]; hasMore: boolean };
      counters: { notifications: { forUser: number; total: number } };
    }>(
      stack.gatewayUrl,
      `query { notifications(limit: 5) { hasMore items { ${NOTIFICATION_FIELDS} } }
               counters { notifications { forUser total } } }`,
      {},
      author!.token,
    );
    expect(listed.notifications.items[0]).toEqual(pushed);
    expect(listed.counters.notifications.forUser).toBeGreaterThanOrEqual(1);

    const marked = await gql<{ markNotificationsViewed: { notifications: { forUser: number } } }>(
      stack.gatewayUrl,
      'mutation { markNotificationsViewed { notifications { forUser } } }',
      {},
      author!.token,
    );
    expect(marked.markNotificationsViewed.notifications.forUser).toBe(0);
    await authorsTab.until(() => authorsTab.counters.at(-1)?.forUser === 0);
  });

  it('start a new tab with the counters of what happened before it subscribed, then the changes', async () => {
    const [author, reader] = await Promise.all(
      ['early-author', 'early-reader'].map((name) =>
        register(stack.apiUrl, `live-${name}@tavola.test`),
      ),
    );
    const postId = await impression(author!, 'Fog lifting off the harbour at dawn');
    // All before the author has a socket: no push can reach them, as on a page still loading.
    await like(reader!, postId);
    await commentOn(reader!, postId, 'Worth getting up for');
    await writeTo(stack.gatewayUrl, reader!, author!, 'Was that from the old pier?');
    const countersFields = `notifications { forUser forOutlet total }
      chats { forUser forOutlet total }`;
    type Counters = { notifications: LiveCounters; chats: LiveCounters };
    const before = await gql<{ counters: Counters }>(
      stack.gatewayUrl,
      `query { counters { ${countersFields} } }`,
      {},
      author!.token,
    );
    expect(before.counters.notifications.forUser).toBeGreaterThanOrEqual(2);
    expect(before.counters.chats).toEqual({ forUser: 1, forOutlet: 0, total: 1 });

    const authorsTab = await tab(author);
    const pushed = await authorsTab.watch<{ countersChanged: Counters }>(
      `subscription { countersChanged { ${countersFields} } }`,
    );
    await authorsTab.until(() => pushed.length >= 1 && authorsTab.counters.length >= 1);
    // The first message of each subscription is the counters as they are, chats included.
    expect(pushed[0]?.countersChanged).toEqual(before.counters);
    expect(authorsTab.counters[0]).toEqual(before.counters.notifications);

    // A change right after subscribing comes after that first message, with the higher count.
    await commentOn(reader!, postId, 'And the fishing boats coming in');
    const higher = before.counters.notifications.forUser + 1;
    await authorsTab.until(() => authorsTab.counters.at(-1)?.forUser === higher);
    await authorsTab.until(() => pushed.at(-1)?.countersChanged.notifications.forUser === higher);
    expect(pushed.length).toBeGreaterThanOrEqual(2);
    expect(pushed.at(-1)?.countersChanged.chats).toEqual(before.counters.chats);
    expect(authorsTab.counters.length).toBeGreaterThanOrEqual(2);
  });

  it("refuses a visitor's subscription as UNAUTHENTICATED", async () => {
    const reply = await graphqlOverWebSocket(
      stack.gatewayUrl,
      'subscription { notificationAdded { id } }',
    );
    expect(reply.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(
      (
        await graphqlOverWebSocket(
          stack.gatewayUrl,
          'subscription { countersChanged { notifications { total } } }',
        )
      ).errors?.[0]?.extensions,
    ).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it("closes every socket of a person who logs out with 4403, and nobody else's", async () => {
    const [onPhone, onLaptop, other] = await Promise.all([
      signIn(stack.apiUrl, 'user7@tavola.test'),
      signIn(stack.apiUrl, 'user7@tavola.test'),
      register(stack.apiUrl, 'live-other@tavola.test'),
    ]);
    const [phone, laptop, othersTab] = await Promise.all([tab(onPhone), tab(onLaptop), tab(other)]);

    await gql(stack.gatewayUrl, 'mutation { logout }', {}, onPhone!.token);

    await phone.until(() => phone.closeCodes.length > 0);
    await laptop.until(() => laptop.closeCodes.length > 0);
    expect([phone.closeCodes, laptop.closeCodes]).toEqual([[4403], [4403]]);
    // The other person's socket still works: a follow reaches it.
    await follow(onLaptop!, other!.id);
    await othersTab.until(() => othersTab.notifications.length === 1);
    expect(othersTab.closeCodes).toEqual([]);
  });
});
