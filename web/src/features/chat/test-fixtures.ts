// Chats and messages as the gateway answers them, for the chat tests.
import type { ChatItem_ChatFragment, MessageItem_MessageFragment } from '../../gql/graphql';

type Actor = ChatItem_ChatFragment['side'] & { __typename: 'NotificationActor' };

function actor(type: Actor['type'], id: string, name: string): Actor {
  return { __typename: 'NotificationActor', type, id, name, latinName: null, thumbnailUrl: null };
}

export const me = actor('USER', 'a'.repeat(24), 'Ada Lovelace');
export const grace = actor('USER', 'b'.repeat(24), 'Grace Hopper');
export const falconCafe = {
  ...actor('PLACE', 'e'.repeat(24), 'Falcon Cafe'),
  latinName: 'falcon-cafe',
};

export const theChain = actor('ORGANISATION', 'f'.repeat(24), 'Tavola Trattoria');

let sequence = 0;
function nextId(prefix: string): string {
  sequence += 1;
  return `${prefix}${sequence.toString(16).padStart(23, '0')}`;
}

export type TestMessage = MessageItem_MessageFragment & { __typename: 'Message' };
export type TestChat = ChatItem_ChatFragment & { __typename: 'Chat' };

export function message(overrides: Partial<TestMessage> = {}): TestMessage {
  return {
    __typename: 'Message',
    id: nextId('1'),
    chatId: 'c'.repeat(24),
    author: grace,
    byOutlet: false,
    userId: grace.id,
    text: 'Dinner on Friday?',
    imageSets: [],
    isEdited: false,
    isViewed: false,
    isDeleted: false,
    timePassed: 60,
    publicationDate: new Date(Date.now() - 60_000).toISOString(),
    ...overrides,
  };
}

export function chat(overrides: Partial<TestChat> = {}): TestChat {
  return {
    __typename: 'Chat',
    id: nextId('2'),
    side: me,
    counterpart: grace,
    lastMessage: null,
    isStaffed: false,
    notViewedMessageCount: 0,
    messageCount: 0,
    createdAt: new Date(Date.now() - 3_600_000).toISOString(),
    isDeleted: false,
    ...overrides,
  };
}

/** A time `minutes` ago, as the api writes it. */
export function minutesAgo(minutes: number): string {
  return new Date(Date.now() - minutes * 60_000).toISOString();
}
