import { describe, expect, it } from 'vitest';
import { createCache } from '../../lib/infra/apollo/client';
import { readFirstPage } from '../../test/cache-pages';
import { writeCounters } from '../notification/notification-cache';
import { addMessage, markChatViewed, writeChat, writeMessage } from './chat-cache';
import { counters } from '../notification/test-fixtures';
import {
  chat,
  falconCafe,
  message,
  minutesAgo,
  type TestChat,
  type TestMessage,
} from './test-fixtures';
import { ChatListDocument, CountersDocument, MessageListDocument } from '../../gql/graphql';

type Cache = ReturnType<typeof createCache>;

function writeChats(cache: Cache, isStaffed: boolean, items: TestChat[]) {
  const data = { chats: { __typename: 'ChatPage' as const, hasMore: false, items } };
  cache.writeQuery({
    query: ChatListDocument,
    variables: { isStaffed, offset: 0, limit: 20 },
    data,
  });
}

function chatIds(cache: Cache, isStaffed: boolean) {
  return readFirstPage(cache, ChatListDocument, { isStaffed })?.chats.items.map((item) => item.id);
}

function writeMessages(cache: Cache, chatId: string, offset: number, items: TestMessage[]) {
  const data = { messages: { __typename: 'MessagePage' as const, hasMore: false, items } };
  cache.writeQuery({ query: MessageListDocument, variables: { chatId, offset, limit: 20 }, data });
}

function messageTexts(cache: Cache, chatId: string) {
  const data = readFirstPage(cache, MessageListDocument, { chatId });
  return data?.messages.items.map((item) => item.text);
}

describe('the chat cache writer', () => {
  it('moves a chat with a new message to the top of its list, with its unread count', () => {
    const cache = createCache();
    const older = chat({ lastMessage: message({ publicationDate: minutesAgo(30) }) });
    const newer = chat({ lastMessage: message({ publicationDate: minutesAgo(10) }) });
    writeChats(cache, false, [newer, older]);
    const news = message({ chatId: older.id, text: 'Still on?', publicationDate: minutesAgo(0) });
    writeChat(cache, { ...older, lastMessage: news, notViewedMessageCount: 1 });
    expect(chatIds(cache, false)).toEqual([older.id, newer.id]);
    const top = readFirstPage(cache, ChatListDocument, { isStaffed: false })?.chats.items[0];
    expect(top?.notViewedMessageCount).toBe(1);
    expect(top?.lastMessage?.text).toBe('Still on?');
  });

  it('adds a new chat to its own list only, and keeps a chat marked viewed in its place', () => {
    const cache = createCache();
    const mine = chat({ lastMessage: message({ publicationDate: minutesAgo(5) }) });
    const placeChat = chat({
      side: falconCafe,
      isStaffed: true,
      lastMessage: message({ publicationDate: minutesAgo(20) }),
    });
    writeChats(cache, false, [mine]);
    writeChats(cache, true, [placeChat]);
    const started = chat({
      side: falconCafe,
      isStaffed: true,
      lastMessage: message({ publicationDate: minutesAgo(1) }),
    });
    writeChat(cache, started);
    writeChat(cache, started);
    expect(chatIds(cache, true)).toEqual([started.id, placeChat.id]);
    expect(chatIds(cache, false)).toEqual([mine.id]);
    // Viewing the older chat changes no activity: it stays second.
    writeChat(cache, { ...placeChat, notViewedMessageCount: 0 });
    expect(chatIds(cache, true)).toEqual([started.id, placeChat.id]);
  });

  it('takes a deleted chat out of the list', () => {
    const cache = createCache();
    const gone = chat({ lastMessage: message() });
    writeChats(cache, false, [gone]);
    writeChat(cache, { ...gone, isDeleted: true });
    expect(chatIds(cache, false)).toEqual([]);
  });

  it('appends a new message to its open chat once, and leaves other chats alone', () => {
    const cache = createCache();
    const first = message({ text: 'Hello', publicationDate: minutesAgo(3) });
    writeMessages(cache, first.chatId, 0, [first]);
    const other = message({ chatId: 'f'.repeat(24), text: 'Elsewhere' });
    writeMessages(cache, other.chatId, 0, [other]);
    const answer = message({ text: 'Hi!', publicationDate: minutesAgo(0) });
    addMessage(cache, answer);
    addMessage(cache, answer);
    expect(messageTexts(cache, first.chatId)).toEqual(['Hello', 'Hi!']);
    expect(messageTexts(cache, other.chatId)).toEqual(['Elsewhere']);
  });

  it('merges an older page before what is there, and a page repeating a live one keeps it once', () => {
    const cache = createCache();
    const [a, b, c] = [3, 2, 1].map((minutes) =>
      message({ text: `m${minutes}`, publicationDate: minutesAgo(minutes) }),
    );
    writeMessages(cache, a!.chatId, 1, [b!]);
    addMessage(cache, c!);
    writeMessages(cache, a!.chatId, 0, [a!, b!, c!]);
    expect(messageTexts(cache, a!.chatId)).toEqual(['m3', 'm2', 'm1']);
  });

  it('an edit or deletion replaces the message wherever it shows', () => {
    const cache = createCache();
    const sent = message({ text: 'Typo' });
    writeMessages(cache, sent.chatId, 0, [sent]);
    writeMessage(cache, { ...sent, text: 'Fixed', isEdited: true });
    expect(messageTexts(cache, sent.chatId)).toEqual(['Fixed']);
    writeMessage(cache, { ...sent, text: '', isDeleted: true });
    const data = readFirstPage(cache, MessageListDocument, { chatId: sent.chatId });
    expect(data?.messages.items[0]?.isDeleted).toBe(true);
  });

  it('marks a chat viewed together with the chats counters, keeping the notification ones', () => {
    const cache = createCache();
    const unread = chat({ lastMessage: message(), notViewedMessageCount: 2 });
    writeChats(cache, false, [unread]);
    writeCounters(cache, counters(3, 0, [1, 0]));
    markChatViewed(cache, unread.id, { forUser: 0, forOutlet: 0, total: 0 });
    const read = cache.readQuery({ query: CountersDocument })?.counters;
    expect(read?.chats.total).toBe(0);
    expect(read?.notifications.total).toBe(3);
    const list = readFirstPage(cache, ChatListDocument, { isStaffed: false });
    expect(list?.chats.items[0]?.notViewedMessageCount).toBe(0);
  });
});
