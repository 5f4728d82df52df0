import { useCacheSubscription, useRefetchOnReconnect } from '../../lib/infra/apollo/live-cache';
import { addMessage, writeChat, writeMessage } from './chat-cache';
import {
  ChatChangedDocument,
  ChatDocument,
  ChatListDocument,
  MessageAddedDocument,
  MessageChangedDocument,
  MessageListDocument,
} from '../../gql/graphql';

/**
 * While someone is signed in: new messages of any of their chats (their places' and chains'
 * included) join the cached chat, edits and deletions replace the message, and a changed chat
 * moves to its place in the cached lists with its unread count. After a reconnect, the lists and
 * the open chat are fetched again, since nothing pushed meanwhile is replayed. Renders nothing.
 */
export function LiveChats() {
  const everyChat = { chatId: null };
  useCacheSubscription(MessageAddedDocument, (data) => data.messageAdded, addMessage, everyChat);
  useCacheSubscription(
    MessageChangedDocument,
    (data) => data.messageChanged,
    writeMessage,
    everyChat,
  );
  useCacheSubscription(ChatChangedDocument, (data) => data.chatChanged, writeChat);

  useRefetchOnReconnect([ChatListDocument, ChatDocument, MessageListDocument]);

  return null;
}
