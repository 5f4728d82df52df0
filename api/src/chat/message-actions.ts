import { runAction } from '../action/run-action.js';
import { viewAsSide } from './chat-actions.js';
import { chatAudience, emitChatChanged } from './chat-events.js';
import { lockChat, sameMember, touchChat, type ChatSide } from './chat-repository.js';
import type { Database, Queryable } from '../db/database.js';
import { emit, type EventType } from '../event/event-outbox.js';
import { editTextAndImages } from '../image/attached-images.js';
import type { ImageStorage } from '../image/storage.js';
import {
  notifyMessageCreated,
  withdrawMessageNotification,
} from '../notification/notify-messages.js';
import { messagesJson, type Message } from './message-json.js';
import { findMessage, insertMessage, markMessageDeleted } from './message-repository.js';

/** What a person writes: text, images, or both. */
export interface MessageContent {
  text: string;
  imageIds: readonly string[];
}

/**
 * Emits `type` with the message's JSON (as it is now) to everyone reading its chat; returns that
 * JSON (null when the message is gone).
 */
async function emitMessage(
  tx: Queryable,
  storage: ImageStorage,
  type: EventType,
  messageId: string,
  audience: readonly string[],
): Promise<Message | null> {
  const row = await findMessage(tx, messageId);
  const [message] = row ? await messagesJson(tx, storage, [row]) : [];
  if (!message) return null;
  await emit(tx, type, { chatId: message.chatId, message }, audience);
  return message;
}

/**
 * Writes a message as the member `side` (the person, or the place or chain they staff) in the
 * caller's transaction: it brings the chat back to whoever had deleted it, counts as viewing the
 * chat for the sender's side, notifies the other member (type message) and emits
 * `message.created`, the notification's events, `counters.changed` of both sides and
 * `chat.changed`. Returns the message's id.
 */
export async function writeMessage(
  tx: Queryable,
  storage: ImageStorage,
  side: ChatSide,
  userId: string,
  content: MessageContent,
): Promise<string> {
  await lockChat(tx, side.chatId);
  const id = await insertMessage(tx, {
    chatId: side.chatId,
    sender: side.member,
    userId,
    ...content,
  });
  await touchChat(tx, side.chatId);
  await viewAsSide(tx, side);
  const audience = await chatAudience(tx, side.chatId);
  const { members, readers, everyone } = audience;
  const senderIndex = members.findIndex((member) => sameMember(member, side.member));
  const recipient = members[senderIndex === 0 ? 1 : 0];
  const message = await emitMessage(tx, storage, 'message.created', id, everyone);
  if (recipient) {
    await notifyMessageCreated(
      tx,
      storage,
      { id, sender: side.member, userId, recipient, text: content.text },
      readers[senderIndex] ?? [],
    );
  }
  await emitChatChanged(tx, storage, side.chatId, { audience, messages: message ? [message] : [] });
  return id;
}

/** Sends a message (writeMessage in its own transaction). */
export function sendMessage(
  db: Database,
  storage: ImageStorage,
  side: ChatSide,
  userId: string,
  content: MessageContent,
): Promise<string> {
  return runAction(db, ({ tx }) => writeMessage(tx, storage, side, userId, content));
}

/** Changes a message's text or images; it becomes edited. Both sides get `message.updated`. */
export function editMessage(
  db: Database,
  storage: ImageStorage,
  message: { id: string; chatId: string },
  changes: Partial<MessageContent>,
): Promise<void> {
  return runAction(db, async ({ tx }) => {
    await lockChat(tx, message.chatId);
    await editTextAndImages(tx, 'message', message.id, changes);
    const audience = await chatAudience(tx, message.chatId);
    const json = await emitMessage(tx, storage, 'message.updated', message.id, audience.everyone);
    await emitChatChanged(tx, storage, message.chatId, {
      audience,
      messages: json ? [json] : [],
    });
  });
}

/**
 * Deletes a message: it leaves both sides' lists, its notification goes while not viewed, and
 * both sides get `message.deleted`, their counters and the chat. Deleting it again changes
 * nothing.
 */
export function deleteMessage(
  db: Database,
  storage: ImageStorage,
  message: { id: string; chatId: string; sender: ChatSide['member'] },
): Promise<void> {
  return runAction(db, async ({ tx }) => {
    await lockChat(tx, message.chatId);
    if (!(await markMessageDeleted(tx, message.id))) return;
    const audience = await chatAudience(tx, message.chatId);
    await emitMessage(tx, storage, 'message.deleted', message.id, audience.everyone);
    await withdrawMessageNotification(tx, message, audience.everyone);
    // A deleted message is nobody's last one: the sides' last messages are read afresh.
    await emitChatChanged(tx, storage, message.chatId, { audience });
  });
}
