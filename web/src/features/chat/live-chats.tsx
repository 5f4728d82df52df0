import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect } from 'react';
import { onSocketReconnected } from '../../lib/apollo/client';
import { addMessage, writeChat, writeMessage } from './chat-cache';
import {
  ChatChangedSubscription,
  ChatListQuery,
  ChatQuery,
  MessageAddedSubscription,
  MessageChangedSubscription,
  MessageListQuery,
} from './chat-fragments';

/**
 * While someone is signed in: new messages of any of their chats (their places' and chains'
 * included) join the cached chat, edits and deletions replace the message, and a changed chat
 * moves to its place in the cached lists with its unread count. After a reconnect, the lists and
 * the open chat are fetched again, since nothing pushed meanwhile is replayed. Renders nothing.
 */
export function LiveChats() {
  const client = useApolloClient();

  useSubscription(MessageAddedSubscription, {
    variables: { chatId: null },
    onData({ client: { cache }, data }) {
      const message = data.data?.messageAdded;
      if (message) addMessage(cache, message);
    },
  });

  useSubscription(MessageChangedSubscription, {
    variables: { chatId: null },
    onData({ client: { cache }, data }) {
      const message = data.data?.messageChanged;
      if (message) writeMessage(cache, message);
    },
  });

  useSubscription(ChatChangedSubscription, {
    onData({ client: { cache }, data }) {
      const chat = data.data?.chatChanged;
      if (chat) writeChat(cache, chat);
    },
  });

  useEffect(
    () =>
      onSocketReconnected(() => {
        void client.refetchQueries({ include: [ChatListQuery, ChatQuery, MessageListQuery] });
      }),
    [client],
  );

  return null;
}
