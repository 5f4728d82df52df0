// The api's chats and messages -> what GraphQL serves, and GraphQL arguments -> the api's calls.
import type {
  MutationSendMessageArgs,
  MutationStartChatArgs,
  QueryChatsArgs,
  QueryMessagesArgs,
} from '../generated/resolvers.js';
import { CHAT_PAGE_DEFAULT_LIMIT, MESSAGE_PAGE_DEFAULT_LIMIT } from '../messages.js';
import type { RestChat, RestMessage, RestNotificationActor } from '../rest/types.js';
import { displayNameOf } from '../user/display-name.js';
import type { ChatStartBody, MessageCreateBody, MessageUpdateBody } from './chat-api.js';

/**
 * Who wrote a message: the place or chain its staff answered as, else the person. Built from the
 * message alone, so one message reads the same for everyone it reaches.
 */
export function authorOf(message: RestMessage): RestNotificationActor {
  if (message.place)
    return {
      type: 'place',
      id: message.place.id,
      name: message.place.name,
      latinName: message.place.latinName,
      thumbnailUrl: message.place.avatar?.thumbnail.url ?? null,
    };
  if (message.organisation)
    return {
      type: 'organisation',
      id: message.organisation.id,
      name: message.organisation.name ?? message.organisation.id,
      latinName: null,
      thumbnailUrl: null,
    };
  const user = message.user;
  return {
    type: 'user',
    id: message.userId,
    name: user
      ? displayNameOf(user)
      : displayNameOf({ id: message.userId, firstName: null, secondName: null }),
    latinName: null,
    thumbnailUrl: user?.avatar?.thumbnail.url ?? null,
  };
}

/** The chat's two sides: the caller's first, then the counterpart (as the api lists them). */
export function sidesOf(chat: RestChat): {
  side: RestNotificationActor;
  counterpart: RestNotificationActor;
} {
  const [side, counterpart] = chat.members;
  if (!side || !counterpart) throw new Error(`chat ${chat.id} has fewer than two members`);
  return { side, counterpart };
}

export function chatListArgs(args: Partial<QueryChatsArgs>) {
  return {
    isStaffed: args.isStaffed ?? false,
    offset: args.offset ?? 0,
    limit: args.limit ?? CHAT_PAGE_DEFAULT_LIMIT,
  };
}

export function messageListArgs(args: QueryMessagesArgs) {
  return {
    chatId: args.chatId,
    offset: args.offset ?? 0,
    limit: args.limit ?? MESSAGE_PAGE_DEFAULT_LIMIT,
  };
}

/** The counterpart as given; the api says when it is not exactly one of the three. */
export function chatStartBody(args: Partial<MutationStartChatArgs>): ChatStartBody {
  const body: ChatStartBody = {};
  if (args.userId) body.userId = args.userId;
  if (args.placeId) body.placeId = args.placeId;
  if (args.organisationId) body.organisationId = args.organisationId;
  return body;
}

/** Text and images as the api takes them; absent ones are left out. */
export function messageContent(
  args: Pick<MutationSendMessageArgs, 'text' | 'imageIds'>,
): MessageUpdateBody {
  const body: MessageUpdateBody = {};
  if (args.text !== null && args.text !== undefined) body.text = args.text;
  if (args.imageIds) body.imageIds = [...args.imageIds];
  return body;
}

export function messageCreateBody(args: MutationSendMessageArgs): MessageCreateBody {
  return { chatId: args.chatId, ...messageContent(args) };
}
