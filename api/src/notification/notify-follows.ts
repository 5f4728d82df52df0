import type { Queryable } from '../db/database.js';
import type { ImageStorage } from '../image/storage.js';
import type { ActorRef } from './notification-repository.js';
import { createNotifications, withdraw } from './notify.js';

/** Notifications of follows, written in the transaction of the follow. */

export type FollowedTarget = { userId: string } | { placeId: string };

function followedActor(target: FollowedTarget): ActorRef {
  return 'userId' in target
    ? { type: 'user', id: target.userId }
    : { type: 'place', id: target.placeId };
}

/** A new follower of a person or a place notifies them (type follower, object the follower). */
export function notifyFollowed(
  tx: Queryable,
  storage: ImageStorage,
  followerId: string,
  target: FollowedTarget,
): Promise<string[]> {
  const recipient = followedActor(target);
  return createNotifications(tx, storage, [
    {
      type: 'follower',
      creator: { type: 'user', id: followerId },
      actorUserId: followerId,
      recipient,
      outlet: recipient.type === 'place' ? { type: 'place', id: recipient.id } : null,
      objectType: 'user',
      objectId: followerId,
      postId: null,
      commentId: null,
      preview: null,
    },
  ]);
}

/** A follow removed: its notification goes while not yet viewed. Returns how many went. */
export function withdrawFollowNotification(
  tx: Queryable,
  followerId: string,
  target: FollowedTarget,
): Promise<number> {
  return withdraw(tx, {
    type: 'follower',
    creatorId: followerId,
    objectType: 'user',
    objectId: followerId,
    recipient: followedActor(target),
  });
}
