import { runAction } from '../action/run-action.js';
import type { Database, Queryable } from '../db/database.js';
import type { ImageStorage } from '../image/storage.js';
import {
  markMessageNotificationsViewed,
  type ActorRef,
} from '../notification/notification-repository.js';
import { emitCountersChanged } from '../counters/person-counters.js';
import { emitChatChanged } from './chat-events.js';
import {
  findOrCreateChat,
  lockChat,
  readersOf,
  viewChat,
  type ChatSide,
  type StartedChat,
} from './chat-repository.js';

/**
 * The member `side` has viewed the chat so far (and, `clear`, deleted it): its messages and the
 * `message` notifications they caused are viewed. In the caller's transaction; emits nothing.
 */
export async function viewAsSide(
  tx: Queryable,
  side: ChatSide,
  options: { clear?: boolean } = {},
): Promise<void> {
  await viewChat(tx, side, options);
  await markMessageNotificationsViewed(tx, side.member, side.chatId);
}

/**
 * Starts the person's chat with a person, place or chain, or finds the one the pair has (one chat
 * per pair; a starter who had deleted it gets it back). `chat.changed` reaches the starter when
 * their list changed.
 */
export function startChat(
  db: Database,
  storage: ImageStorage,
  starterId: string,
  counterpart: ActorRef,
): Promise<StartedChat> {
  return runAction(db, async ({ tx }) => {
    const found = await findOrCreateChat(tx, starterId, counterpart);
    if (found.changed) {
      await emitChatChanged(tx, storage, found.chatId, {
        members: [{ type: 'user', id: starterId }],
      });
    }
    return found;
  });
}

/**
 * Marks the chat viewed, or (`clear`) deletes it, for the member `side`: for a place or chain, for
 * all its staff. Their counters and the chat go out to both members (the other's messages are
 * now viewed).
 */
function viewOrClear(
  db: Database,
  storage: ImageStorage,
  side: ChatSide,
  clear: boolean,
): Promise<void> {
  return runAction(db, async ({ tx }) => {
    await lockChat(tx, side.chatId);
    await viewAsSide(tx, side, { clear });
    const [readers] = await readersOf(tx, [side.member]);
    await emitCountersChanged(tx, readers ?? []);
    await emitChatChanged(tx, storage, side.chatId);
  });
}

/** Marks every message of the chat viewed by the member `side`. */
export function markChatViewed(db: Database, storage: ImageStorage, side: ChatSide) {
  return viewOrClear(db, storage, side, false);
}

/**
 * Deletes the chat for the member `side`: out of its list until the next message, and what came
 * before hidden from it. The other member keeps it.
 */
export function deleteChat(db: Database, storage: ImageStorage, side: ChatSide) {
  return viewOrClear(db, storage, side, true);
}
