import type { ApolloClient } from '@apollo/client';
import { writeChat } from './chat-cache';
import { StartChatDocument } from '../../gql/graphql';

/** Whom the chat is with: exactly one person, place or chain. */
export type ChatCounterpart = { userId: string } | { placeId: string } | { organisationId: string };

/**
 * Opens the caller's chat with a person, place or chain (the one they have, or a new one), puts
 * it in the cached chat lists and answers its id. The Write a message button loads this module
 * when clicked: a profile, place or chain page needs none of it before.
 */
export async function startChat(
  client: ApolloClient,
  to: ChatCounterpart,
): Promise<string | undefined> {
  const result = await client.mutate({ mutation: StartChatDocument, variables: to });
  const chat = result.data?.startChat;
  if (!chat) return undefined;
  writeChat(client.cache, chat);
  return chat.id;
}
