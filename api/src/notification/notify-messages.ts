import type { Queryable } from '../db/database.js';
import type { ImageStorage } from '../image/storage.js';
import { emitCountersChanged } from '../counters/person-counters.js';
import { deleteNotViewed, type ActorRef, type OutletActorRef } from './notification-repository.js';
import { notificationPreview } from './preview.js';
import { createNotifications } from './notify.js';

/** Notifications of chat messages, written in the transaction of the message. */

/** A new message, as message-actions knows it. */
export interface MessageFacts {
  id: string;
  /** The member it was sent as, and the person who wrote it. */
  sender: ActorRef;
  userId: string;
  /** The other member of the chat. */
  recipient: ActorRef;
  text: string;
}

/**
 * A new message notifies the chat's other member (type message): the person, or the place or
 * chain (its owners and managers but the writer). `alsoCountersOf`: the sender's side, whose
 * chats counters the message moved too.
 */
export function notifyMessageCreated(
  tx: Queryable,
  storage: ImageStorage,
  message: MessageFacts,
  alsoCountersOf: readonly string[],
): Promise<string[]> {
  const outlet = [message.sender, message.recipient].find(
    (member): member is OutletActorRef => member.type !== 'user',
  );
  return createNotifications(
    tx,
    storage,
    [
      {
        type: 'message',
        creator: message.sender,
        actorUserId: message.userId,
        recipient: message.recipient,
        outlet: outlet ?? null,
        objectType: 'message',
        objectId: message.id,
        postId: null,
        commentId: null,
        preview: notificationPreview(message.text),
      },
    ],
    alsoCountersOf,
  );
}

/**
 * A message deleted: its notification goes while not yet viewed; the counters of `readers` (both
 * sides of the chat, whose chats counters may fall too) are emitted once.
 */
export async function withdrawMessageNotification(
  tx: Queryable,
  message: Pick<MessageFacts, 'id' | 'sender'>,
  readers: readonly string[],
): Promise<void> {
  await deleteNotViewed(tx, {
    type: 'message',
    creatorId: message.sender.id,
    objectType: 'message',
    objectId: message.id,
  });
  await emitCountersChanged(tx, readers);
}
