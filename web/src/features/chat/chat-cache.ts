import type { ApolloCache, Reference } from '@apollo/client';
import { updateLists, writeEntry, type ReadField } from '../../lib/infra/apollo/cached-lists';
import {
  ChatCountersOnCountersFragmentDoc,
  ChatItem_ChatFragmentDoc,
  MessageItem_MessageFragmentDoc,
  type ChatCounters_CountersFragment,
  type ChatItem_ChatFragment,
  type MessageItem_MessageFragment,
} from '../../gql/graphql';

// One writer per event kind. The live subscriptions and the mutations causing the same change call
// these, so a chat or a message reads the same whichever way it arrived; nothing refetches.

/** A message's place in its chat: publication time, then id (the api's order). */
function messageOrder(readField: ReadField, item: Reference): string {
  return `${String(readField('publicationDate', item))}|${String(readField('id', item))}`;
}

/** When a chat last had news: its last message, else its start. */
function chatActivity(readField: ReadField, item: Reference): string {
  const last = readField('lastMessage', item) as Reference | null | undefined;
  const date = last ? readField('publicationDate', last) : undefined;
  return String(date ?? readField('createdAt', item) ?? '');
}

/** Stores a message once (a new one, or an edit or deletion of one already shown). */
export function writeMessage(cache: ApolloCache, message: MessageItem_MessageFragment): void {
  writeEntry(cache, message, 'Message', MessageItem_MessageFragmentDoc, 'MessageItem_message');
}

/**
 * A new message (sent, or pushed): stored, then put in its place at the end of its chat's cached
 * messages, once. A chat never opened is left to load it.
 */
export function addMessage(cache: ApolloCache, message: MessageItem_MessageFragment): void {
  writeMessage(cache, message);
  const id = cache.identify({ __typename: 'Message', id: message.id });
  if (!id) return;
  updateLists(
    cache,
    'messages',
    (args) => args.chatId === message.chatId,
    (existing, toReference, read) => {
      if (existing.items.some((item) => read('id', item) === message.id)) return undefined;
      const ref = toReference(id);
      if (!ref) return undefined;
      const order = messageOrder(read, ref);
      const items = [...existing.items];
      let at = items.length;
      while (at > 0 && messageOrder(read, items[at - 1]!) > order) at -= 1;
      items.splice(at, 0, ref);
      return { ...existing, items };
    },
  );
}

/**
 * A chat as the caller's side now sees it (pushed, or started): stored, then moved to its place in
 * the cached list it belongs to (personal or staffed; newest activity first), or taken out of it
 * once deleted. Lists never loaded are left to load it.
 */
export function writeChat(cache: ApolloCache, chat: ChatItem_ChatFragment): void {
  const id = writeEntry(cache, chat, 'Chat', ChatItem_ChatFragmentDoc, 'ChatItem_chat');
  if (!id) return;
  updateLists(
    cache,
    'chats',
    (args) => (args.isStaffed === true) === chat.isStaffed,
    (existing, toReference, read) => {
      const others = existing.items.filter((item) => read('id', item) !== chat.id);
      if (chat.isDeleted) return { ...existing, items: others };
      const ref = toReference(id);
      if (!ref) return undefined;
      const activity = chatActivity(read, ref);
      let at = 0;
      while (at < others.length && chatActivity(read, others[at]!) > activity) at += 1;
      const items = [...others];
      items.splice(at, 0, ref);
      return { ...existing, items };
    },
  );
}

/** The chats counters (answered by markChatViewed): every badge reads them. */
export function writeChatCounters(
  cache: ApolloCache,
  counters: ChatCounters_CountersFragment,
): void {
  const id = cache.identify({ __typename: 'Counters' });
  if (!id) return;
  const data = {
    __typename: 'Counters' as const,
    chats: { ...counters, __typename: 'NotViewedCounters' as const },
  };
  cache.writeFragment({
    id,
    fragment: ChatCountersOnCountersFragmentDoc,
    fragmentName: 'ChatCountersOnCounters',
    data,
  });
}

/** A chat just marked viewed, with the counters the mutation answered, written together. */
export function markChatViewed(
  cache: ApolloCache,
  chatId: string,
  counters: ChatCounters_CountersFragment,
): void {
  const id = cache.identify({ __typename: 'Chat', id: chatId });
  if (id) cache.modify({ id, fields: { notViewedMessageCount: () => 0 } });
  writeChatCounters(cache, counters);
}
