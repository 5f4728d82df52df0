import type { Queryable } from '../db/database.js';
import { emit } from '../event/event-outbox.js';
import type { ImageStorage } from '../image/storage.js';
import type { ActorRef } from '../notification/notification-repository.js';
import { chatsJson, type Chat } from './chat-json.js';
import { chatMembers, findChat, readersOf } from './chat-repository.js';

/** Who reads a chat now: both members, and the people reading it as each. */
export async function chatAudience(
  tx: Queryable,
  chatId: string,
): Promise<{ members: ActorRef[]; readers: string[][]; everyone: string[] }> {
  const members = await chatMembers(tx, chatId);
  const readers = await readersOf(tx, members);
  return { members, readers, everyone: [...new Set(readers.flat())] };
}

/**
 * Emits `chat.changed` to the readers of `members` (default: both): each person gets the chat as
 * their side sees it (its last message, not-viewed count, deleted flag).
 */
export async function emitChatChanged(
  tx: Queryable,
  storage: ImageStorage,
  chatId: string,
  members?: readonly ActorRef[],
): Promise<void> {
  const sides = members ?? (await chatMembers(tx, chatId));
  const readers = await readersOf(tx, sides);
  const chats: Record<string, Chat> = {};
  for (const [index, member] of sides.entries()) {
    const row = await findChat(tx, { chatId, member });
    const [chat] = row ? await chatsJson(tx, storage, [row], null) : [];
    if (!chat) continue;
    for (const userId of readers[index] ?? []) chats[userId] = chat;
  }
  const userIds = Object.keys(chats);
  if (userIds.length > 0) await emit(tx, 'chat.changed', { chatId, chats }, userIds);
}
