// messageAdded, messageChanged and chatChanged: each socket subscribes to its own person's topics
// of the live pubsub, which the api's event stream feeds with each event's audience (the readers
// of the chat: both sides, a place's or chain's staff included).
import type { SubscriptionResolvers } from '../generated/resolvers.js';
import { ownEventsField } from '../events/subscribe-own.js';
import type { RestMessage } from '../rest/types.js';

/** Only the messages of `chatId`, when the subscription names one. */
function inChat({ chatId }: { chatId?: string | null | undefined }) {
  return chatId ? (message: RestMessage) => message.chatId === chatId : undefined;
}

export const chatSubscriptions: Pick<
  SubscriptionResolvers,
  'messageAdded' | 'messageChanged' | 'chatChanged'
> = {
  messageAdded: ownEventsField('messageAdded', inChat),
  messageChanged: ownEventsField('messageChanged', inChat),
  chatChanged: ownEventsField('chatChanged'),
};
