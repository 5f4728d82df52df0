import type {
  ChatResolvers,
  CountersResolvers,
  MessageResolvers,
  MutationResolvers,
  QueryResolvers,
} from '../generated/resolvers.js';
import { fetchPage } from '../paging/page.js';
import { orNullWhenNotFound } from '../refs/refs.js';
import { chatsNotViewedCount } from '../rest/shared-reads.js';
import * as rest from './chat-api.js';
import {
  authorOf,
  chatListArgs,
  chatStartBody,
  messageContent,
  messageCreateBody,
  messageListArgs,
  sidesOf,
} from './mapping.js';

export const chatQueries: Pick<
  QueryResolvers,
  'chats' | 'chat' | 'messages' | 'chatResponseTimes'
> = {
  chats(_, args, { api }) {
    const { isStaffed, offset, limit } = chatListArgs(args);
    return fetchPage(
      (upstreamOffset, upstreamLimit) =>
        rest.listChats(api, isStaffed, upstreamOffset, upstreamLimit),
      offset,
      limit,
    );
  },
  chat: (_, { id }, { api }) => orNullWhenNotFound(rest.getChat(api, id)),
  chatResponseTimes: (_, __, { api }) => rest.chatResponseTimes(api),
  messages(_, args, { api }) {
    const { chatId, offset, limit } = messageListArgs(args);
    return fetchPage(
      (upstreamOffset, upstreamLimit) =>
        rest.listMessages(api, chatId, upstreamOffset, upstreamLimit),
      offset,
      limit,
    );
  },
};

export const chatMutations: Pick<
  MutationResolvers,
  'startChat' | 'deleteChat' | 'sendMessage' | 'editMessage' | 'deleteMessage' | 'markChatViewed'
> = {
  startChat: (_, args, { api }) => rest.startChat(api, chatStartBody(args)),
  deleteChat: (_, { id }, { api }) => rest.deleteChat(api, id),
  sendMessage: (_, args, { api }) => rest.sendMessage(api, messageCreateBody(args)),
  editMessage: (_, args, { api }) => rest.editMessage(api, args.id, messageContent(args)),
  deleteMessage: (_, { id }, { api }) => rest.deleteMessage(api, id),
  markChatViewed: (_, { chatId }, { api }) => rest.markChatViewed(api, chatId),
};

// Both resolve from the api's JSON alone (never the caller's context): a subscription's result
// is computed once for everyone an event reaches (events/shared-execution.ts).
export const chatResolvers: ChatResolvers = {
  side: (chat) => sidesOf(chat).side,
  counterpart: (chat) => sidesOf(chat).counterpart,
};

export const messageResolvers: MessageResolvers = {
  author: (message) => authorOf(message),
  byOutlet: (message) => message.place !== null || message.organisation !== null,
};

/**
 * A `counters.changed` event, and the current counters `countersChanged` starts with, carry the
 * chats counters with the notification ones; the counters query and the notification mutations
 * answer without them, and they are read when asked for.
 */
export const chatCountersResolvers: Pick<CountersResolvers, 'chats'> = {
  chats: (counters, _, { api }) => counters.chats ?? chatsNotViewedCount(api),
};
