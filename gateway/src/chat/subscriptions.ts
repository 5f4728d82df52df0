// messageAdded, messageChanged and chatChanged: each socket subscribes to its own person's topics
// of the live pubsub, which the api's event stream feeds with each event's audience (the readers
// of the chat: both sides, a place's or chain's staff included).
import type { SubscriptionResolvers } from '../generated/resolvers.js';
import { subscribeOwn } from '../events/subscribe-own.js';
import type { RestChat, RestMessage } from '../rest/types.js';

/** Only the messages of `chatId`, when the subscription names one. */
function inChat(chatId: string | null | undefined) {
  return chatId ? (message: RestMessage) => message.chatId === chatId : undefined;
}

export const chatSubscriptions: Pick<
  SubscriptionResolvers,
  'messageAdded' | 'messageChanged' | 'chatChanged'
> = {
  messageAdded: {
    subscribe: (_, { chatId }, context) => subscribeOwn(context, 'messageAdded', inChat(chatId)),
    resolve: (message: RestMessage) => message,
  },
  messageChanged: {
    subscribe: (_, { chatId }, context) => subscribeOwn(context, 'messageChanged', inChat(chatId)),
    resolve: (message: RestMessage) => message,
  },
  chatChanged: {
    subscribe: (_, __, context) => subscribeOwn(context, 'chatChanged'),
    resolve: (chat: RestChat) => chat,
  },
};
