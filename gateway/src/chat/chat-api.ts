// The chat and message calls of the api (`/api/v2/chats`, `/api/v2/messages`), on top of the
// request's TavolaApi. Paths, parameters and answers are typed from the OpenAPI document.
import type { TavolaApi } from '../rest/client.js';
import type { BodyOf, Operation } from '../rest/operations.js';
import type {
  RestChat,
  RestChatResponseTime,
  RestMessage,
  RestNotViewedCounters,
} from '../rest/types.js';

export type ChatStartBody = BodyOf<Operation<'/api/v2/chats', 'post'>>;
export type MessageCreateBody = BodyOf<Operation<'/api/v2/messages', 'post'>>;
export type MessageUpdateBody = BodyOf<Operation<'/api/v2/messages/{messageId}', 'patch'>>;

export async function listChats(
  api: TavolaApi,
  isStaffed: boolean,
  offset: number,
  limit: number,
): Promise<RestChat[]> {
  return (await api.get('/api/v2/chats', { query: { isStaffed, offset, limit } })).data.chats;
}

export async function getChat(api: TavolaApi, chatId: string): Promise<RestChat> {
  return (await api.get('/api/v2/chats/{chatId}', { path: { chatId } })).data.chat;
}

export async function startChat(api: TavolaApi, body: ChatStartBody): Promise<RestChat> {
  return (await api.post('/api/v2/chats', { body })).data.chat;
}

export async function deleteChat(api: TavolaApi, chatId: string): Promise<RestChat> {
  return (await api.delete('/api/v2/chats/{chatId}', { path: { chatId } })).data.chat;
}

/** The median first-response times of the caller's places and chains (none for the others). */
export async function chatResponseTimes(api: TavolaApi): Promise<RestChatResponseTime[]> {
  return (await api.get('/api/v2/chats/response-times')).data.responseTimes;
}

/** Marks the chat viewed by the caller's side; answers the new chats counters. */
export async function markChatViewed(
  api: TavolaApi,
  chatId: string,
): Promise<RestNotViewedCounters> {
  return (await api.post('/api/v2/chats/{chatId}/viewed', { path: { chatId } })).data;
}

export async function listMessages(
  api: TavolaApi,
  chatId: string,
  offset: number,
  limit: number,
): Promise<RestMessage[]> {
  return (await api.get('/api/v2/messages', { query: { chatId, offset, limit } })).data.messages;
}

export async function sendMessage(api: TavolaApi, body: MessageCreateBody): Promise<RestMessage> {
  return (await api.post('/api/v2/messages', { body })).data.message;
}

export async function editMessage(
  api: TavolaApi,
  messageId: string,
  body: MessageUpdateBody,
): Promise<RestMessage> {
  return (await api.patch('/api/v2/messages/{messageId}', { path: { messageId }, body })).data
    .message;
}

export async function deleteMessage(api: TavolaApi, messageId: string): Promise<RestMessage> {
  return (await api.delete('/api/v2/messages/{messageId}', { path: { messageId } })).data.message;
}
