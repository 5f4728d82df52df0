// Chats end to end through the real api and gateway: people write to each other and to a place,
// the messages and the chats counters reach exactly the sockets of the chat's readers (a place's
// owner and manager included, answering as the place), a third person sees nothing by
// subscription or by query, and what was sent while a socket was down is all there, in order,
// once, after it comes back.
import { describe, expect, it } from 'vitest';
import {
  demoPlaceId,
  gql,
  gqlReply,
  LiveSocket,
  useLiveStack,
  register,
  signIn,
  type Person,
} from '../../support/live.js';

const LONDON = 'london-england-united-kingdom';

const { stack, sockets } = useLiveStack();

interface Actor {
  type: string;
  id: string;
  name: string;
}

interface LiveMessage {
  id: string;
  chatId: string;
  text: string;
  byOutlet: boolean;
  userId: string;
  author: Actor;
}

interface ChatCounters {
  forUser: number;
  forOutlet: number;
  total: number;
}

interface ResponseTime {
  outlet: Actor;
  medianSeconds: number | null;
  answeredCount: number;
}

const MESSAGE_FIELDS = 'id chatId text byOutlet userId author { type id name }';

async function tab(person: Person): Promise<LiveSocket> {
  const socket = await LiveSocket.open(stack.gatewayUrl, person.token);
  sockets.push(socket);
  return socket;
}

/** A socket that keeps every new message and every chats counter pushed to it. */
async function chatTab(person: Person, chatId?: string) {
  const socket = await tab(person);
  const added = await socket.watch<{ messageAdded: LiveMessage }>(
    `subscription ($chatId: ID) { messageAdded(chatId: $chatId) { ${MESSAGE_FIELDS} } }`,
    { chatId: chatId ?? null },
  );
  const counters = await socket.watch<{ countersChanged: { chats: ChatCounters } }>(
    'subscription { countersChanged { chats { forUser forOutlet total } } }',
  );
  const chats = await socket.watch<{ chatChanged: { id: string; notViewedMessageCount: number } }>(
    'subscription { chatChanged { id notViewedMessageCount } }',
  );
  return {
    socket,
    messages: () => added.map((each) => each.messageAdded),
    counters: () => counters.map((each) => each.countersChanged.chats),
    chats: () => chats.map((each) => each.chatChanged),
  };
}

async function startChat(person: Person, counterpart: Record<string, string>): Promise<string> {
  const data = await gql<{ startChat: { id: string } }>(
    stack.gatewayUrl,
    'mutation ($userId: ID, $placeId: ID) { startChat(userId: $userId, placeId: $placeId) { id } }',
    counterpart,
    person.token,
  );
  return data.startChat.id;
}

async function send(person: Person, chatId: string, text: string): Promise<LiveMessage> {
  const data = await gql<{ sendMessage: LiveMessage }>(
    stack.gatewayUrl,
    `mutation ($chatId: ID!, $text: String) { sendMessage(chatId: $chatId, text: $text) { ${MESSAGE_FIELDS} } }`,
    { chatId, text },
    person.token,
  );
  return data.sendMessage;
}

/** People registered on the spot, one for each name (their e-mail is chat-<name>@tavola.test). */
function newPeople<const Names extends readonly string[]>(
  ...names: Names
): Promise<{ [Index in keyof Names]: Person }> {
  const people = names.map((name) => register(stack.apiUrl, `chat-${name}@tavola.test`));
  // One person for each name, in order: map cannot say so of a tuple.
  return Promise.all(people) as Promise<{ [Index in keyof Names]: Person }>;
}

const falconCafe = () => demoPlaceId(stack.apiUrl, LONDON, 'Falcon Cafe');

describe('chats, live', () => {
  it('carries messages both ways between two people, with the chats counter, and to nobody else', async () => {
    const [ann, bob, eve] = await newPeople('ann', 'bob', 'eve');
    const [annTab, bobTab, eveTab] = await Promise.all([chatTab(ann), chatTab(bob), chatTab(eve)]);

    const chatId = await startChat(ann, { userId: bob.id });
    // One chat per pair: starting it again, from either side, gives the same one.
    expect(await startChat(ann, { userId: bob.id })).toBe(chatId);
    expect(await startChat(bob, { userId: ann.id })).toBe(chatId);

    const hello = await send(ann, chatId, 'Dinner at Falcon on Friday?');
    await bobTab.socket.until(() => bobTab.messages().length === 1);
    expect(bobTab.messages()[0]).toEqual(hello);
    expect(hello).toMatchObject({ byOutlet: false, author: { type: 'USER', id: ann.id } });
    await bobTab.socket.until(() => bobTab.counters().some((chats) => chats.forUser === 1));
    await bobTab.socket.until(() =>
      bobTab.chats().some((chat) => chat.id === chatId && chat.notViewedMessageCount === 1),
    );

    await send(bob, chatId, 'Yes, at eight');
    await annTab.socket.until(() => annTab.messages().length === 2);
    expect(annTab.messages().map((message) => message.text)).toEqual([
      'Dinner at Falcon on Friday?',
      'Yes, at eight',
    ]);

    // Bob's notification of it opens the chat.
    const notified = await gql<{ notifications: { items: { type: string; chatId: string }[] } }>(
      stack.gatewayUrl,
      'query { notifications { items { type chatId } } }',
      {},
      bob.token,
    );
    expect(notified.notifications.items).toEqual([{ type: 'MESSAGE', chatId }]);

    // Bob reads the chat: his counter falls back to 0.
    const viewed = await gql<{ markChatViewed: ChatCounters }>(
      stack.gatewayUrl,
      'mutation ($chatId: ID!) { markChatViewed(chatId: $chatId) { forUser forOutlet total } }',
      { chatId },
      bob.token,
    );
    expect(viewed.markChatViewed).toEqual({ forUser: 0, forOutlet: 0, total: 0 });
    await bobTab.socket.until(() => bobTab.counters().at(-1)?.forUser === 0);

    // Eve saw none of it, and may not read it: her counters are the ones her tab started with.
    expect(eveTab.messages()).toEqual([]);
    await eveTab.socket.until(() => eveTab.counters().length >= 1);
    expect(eveTab.counters()).toEqual([{ forUser: 0, forOutlet: 0, total: 0 }]);
    for (const document of [
      'query ($chatId: ID!) { messages(chatId: $chatId) { items { id } } }',
      'mutation ($chatId: ID!) { sendMessage(chatId: $chatId, text: "hi") { id } }',
    ]) {
      const reply = await gqlReply(stack.gatewayUrl, document, { chatId }, eve.token);
      expect(reply.errors?.[0]?.extensions, document).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it("brings a person's message to a place to its owner and manager, and the answer from the place", async () => {
    const [guest, owner, manager] = await Promise.all([
      register(stack.apiUrl, 'chat-guest@tavola.test'),
      signIn(stack.apiUrl, 'owner1@tavola.test'),
      signIn(stack.apiUrl, 'manager1@tavola.test'),
    ]);
    const falcon = await falconCafe();
    const [guestTab, ownerTab, managerTab] = await Promise.all([
      chatTab(guest),
      chatTab(owner),
      chatTab(manager),
    ]);

    // The owner's chats counters as their tab starts: the demo data may leave some unread.
    await ownerTab.socket.until(() => ownerTab.counters().length >= 1);
    const ownersFirst = ownerTab.counters()[0]!;

    const chatId = await startChat(guest, { placeId: falcon });
    await send(guest, chatId, 'A table for six on Saturday?');
    await ownerTab.socket.until(() => ownerTab.messages().length === 1);
    await managerTab.socket.until(() => managerTab.messages().length === 1);
    await ownerTab.socket.until(() =>
      ownerTab.counters().some((chats) => chats.forOutlet > ownersFirst.forOutlet),
    );

    // Both see it in the place's inbox.
    for (const staff of [owner, manager]) {
      const inbox = await gql<{ chats: { items: { id: string; counterpart: Actor }[] } }>(
        stack.gatewayUrl,
        'query { chats(isStaffed: true) { items { id counterpart { type id name } } } }',
        {},
        staff.token,
      );
      expect(inbox.chats.items.find((chat) => chat.id === chatId)?.counterpart).toMatchObject({
        type: 'USER',
        id: guest.id,
      });
    }

    const answer = await send(owner, chatId, 'Of course, see you at seven');
    expect(answer).toMatchObject({
      byOutlet: true,
      userId: owner.id,
      author: { type: 'PLACE', id: falcon, name: 'Falcon Cafe' },
    });
    await guestTab.socket.until(() => guestTab.messages().length === 2);
    expect(guestTab.messages()[1]).toEqual(answer);
    // The manager sees the owner's answer too: one shared inbox.
    await managerTab.socket.until(() => managerTab.messages().length === 2);

    // The place's staff see how fast it answers (the demo chats count too); the guest does not.
    const responseTimes = async (person: Person) =>
      (
        await gql<{ chatResponseTimes: ResponseTime[] }>(
          stack.gatewayUrl,
          'query { chatResponseTimes { outlet { type id name } medianSeconds answeredCount } }',
          {},
          person.token,
        )
      ).chatResponseTimes;
    for (const staff of [owner, manager]) {
      const falconTime = (await responseTimes(staff)).find((item) => item.outlet.id === falcon);
      expect(falconTime).toMatchObject({ outlet: { type: 'PLACE', name: 'Falcon Cafe' } });
      expect(falconTime?.answeredCount).toBeGreaterThanOrEqual(1);
      expect(falconTime?.medianSeconds).toBeTypeOf('number');
    }
    expect(await responseTimes(guest)).toEqual([]);
  });

  // A hundred sends one after another: more than the file's 30 s on a busy machine.
  it(
    'shows all 100 messages sent while the socket was down, in order, once',
    { timeout: 90_000 },
    async () => {
      const [ann, bob] = await newPeople('burst-ann', 'burst-bob');
      const chatId = await startChat(ann, { userId: bob.id });
      const before = await chatTab(bob, chatId);
      await send(ann, chatId, 'Message 0');
      await before.socket.until(() => before.messages().length === 1);
      await before.socket.close();

      const texts = Array.from({ length: 100 }, (_, index) => `Message ${index + 1}`);
      for (const text of texts) await send(ann, chatId, text);

      const after = await chatTab(bob, chatId);
      const read = await gql<{ messages: { items: LiveMessage[]; hasMore: boolean } }>(
        stack.gatewayUrl,
        `query ($chatId: ID!) { messages(chatId: $chatId, offset: 0, limit: 100) { items { ${MESSAGE_FIELDS} } hasMore } }`,
        { chatId },
        bob.token,
      );
      const rest = await gql<{ messages: { items: LiveMessage[]; hasMore: boolean } }>(
        stack.gatewayUrl,
        `query ($chatId: ID!) { messages(chatId: $chatId, offset: 100, limit: 100) { items { ${MESSAGE_FIELDS} } hasMore } }`,
        { chatId },
        bob.token,
      );
      const all = [...read.messages.items, ...rest.messages.items].map((message) => message.text);
      expect(all).toEqual(['Message 0', ...texts]);
      expect(rest.messages.hasMore).toBe(false);

      // Live again: the next message arrives on the new socket, once.
      await send(ann, chatId, 'Still there?');
      await after.socket.until(() => after.messages().length === 1);
      expect(after.messages().map((message) => message.text)).toEqual(['Still there?']);
    },
  );
});
