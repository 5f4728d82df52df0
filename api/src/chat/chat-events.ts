import type { Queryable } from '../db/database.js';
import { emit } from '../event/event-outbox.js';
import type { ImageStorage } from '../image/storage.js';
import type { ActorRef } from '../notification/notification-repository.js';
import { chatsJsonKnowing, type Chat } from './chat-json.js';
import { chatMembers, findChatSides, memberKey, readersOf } from './chat-repository.js';
import type { Message } from './message-json.js';

/** Who reads a chat now: both members, and the people reading it as each. */
export interface ChatAudience {
  members: ActorRef[];
  readers: string[][];
  everyone: string[];
}

/** Who reads a chat now: both members, and the people reading it as each. */
export async function chatAudience(tx: Queryable, chatId: string): Promise<ChatAudience> {
  const members = await chatMembers(tx, chatId);
  const readers = await readersOf(tx, members);
  return { members, readers, everyone: [...new Set(readers.flat())] };
}

/** What the caller of emitChatChanged already read in its transaction, so it is not read again. */
export interface ChatKnown {
  /** The members to tell (default: both); their readers are read unless `audience` is given. */
  members?: readonly ActorRef[];
  /** Both members and their readers, as chatAudience read them. */
  audience?: ChatAudience;
  /** Message JSON built in the transaction, used when it is a side's last message. */
  messages?: readonly Message[];
}

/**
 * Emits `chat.changed` to the readers of the members (default: both): each person gets the chat
 * as their side sees it (its last message, not-viewed count, deleted flag).
 */
export async function emitChatChanged(
  tx: Queryable,
  storage: ImageStorage,
  chatId: string,
  known: ChatKnown = {},
): Promise<void> {
  const sides = known.members ?? known.audience?.members ?? (await chatMembers(tx, chatId));
  const readers =
    !known.members && known.audience ? known.audience.readers : await readersOf(tx, sides);
  // Both sides' rows in one query, and their JSON in one go (it embeds the same people).
  const rows = new Map(
    (await findChatSides(tx, chatId)).map((row) => [
      memberKey({ type: row.member_type, id: row.member_id }),
      row,
    ]),
  );
  const sideRows = sides.flatMap((member) => rows.get(memberKey(member)) ?? []);
  const json = await chatsJsonKnowing(known.messages ?? [])(tx, storage, sideRows, null);
  const bySide = new Map(
    sideRows.map((row, at) => [memberKey({ type: row.member_type, id: row.member_id }), json[at]]),
  );
  const chats: Record<string, Chat> = {};
  for (const [index, member] of sides.entries()) {
    const chat = bySide.get(memberKey(member));
    if (!chat) continue;
    for (const userId of readers[index] ?? []) chats[userId] = chat;
  }
  const userIds = Object.keys(chats);
  if (userIds.length > 0) await emit(tx, 'chat.changed', { chatId, chats }, userIds);
}
