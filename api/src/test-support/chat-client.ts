// Chats and messages over real HTTP for the route tests (not shipped code), as demo people.
import { demoCaller } from './api-under-test.js';
import type { Chat } from '../chat/chat-json.js';
import type { Message } from '../chat/message-json.js';
import type { NotViewedCounters } from '../counters/not-viewed.js';

type Body = Record<string, unknown>;

/** `apiUrl` is read on each call, so it may be the url of an api started later in a hook. */
export function chatClient(apiUrl: () => string) {
  const { call, expectData, token } = demoCaller(apiUrl);

  return {
    call,
    /** The access token of a demo person, for calls outside this client (uploads). */
    token,
    startChat: async (who: string, counterpart: Body, status = 201) =>
      (await expectData(status, who, 'POST', '/api/v2/chats', counterpart)).chat as Chat,
    chat: async (who: string, chatId: string) =>
      (await expectData(200, who, 'GET', `/api/v2/chats/${chatId}`)).chat as Chat,
    chats: async (who: string, query = '') =>
      (await expectData(200, who, 'GET', `/api/v2/chats${query}`)).chats as Chat[],
    counters: async (who: string) =>
      (await expectData(
        200,
        who,
        'GET',
        '/api/v2/chats/not-viewed-count',
      )) as unknown as NotViewedCounters,
    viewed: async (who: string, chatId: string) =>
      (await expectData(
        200,
        who,
        'POST',
        `/api/v2/chats/${chatId}/viewed`,
      )) as unknown as NotViewedCounters,
    send: async (who: string, chatId: string, text: string, imageIds: string[] = []) =>
      (await expectData(201, who, 'POST', '/api/v2/messages', { chatId, text, imageIds }))
        .message as Message,
    messages: async (who: string, chatId: string, query = '') =>
      (await expectData(200, who, 'GET', `/api/v2/messages?chatId=${chatId}${query}`))
        .messages as Message[],
  };
}
