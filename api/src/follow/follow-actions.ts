import { runAction } from '../action/run-action.js';
import type { Database } from '../db/database.js';
import type { ImageStorage } from '../image/storage.js';
import { notifyFollowed, withdrawFollowNotification } from '../notification/notify-follows.js';
import { writeFollow, type FollowTarget } from './follow-repository.js';

/** A follow write's result (openapi FollowState). */
export interface FollowState {
  userId: string | null;
  placeId: string | null;
  isFollowed: boolean;
  followerCount: number;
  followerId: string;
  followingCount: number;
}

function writeAs(
  db: Database,
  mode: 'add' | 'remove',
  followerId: string,
  target: FollowTarget,
  storage: ImageStorage,
): Promise<FollowState> {
  return runAction(db, async ({ tx }) => {
    const written = await writeFollow(tx, mode, followerId, target);
    // A new follow notifies the person or place; a removed one takes back its unseen notification.
    if (written.changed && mode === 'add') await notifyFollowed(tx, storage, followerId, target);
    if (written.changed && mode === 'remove') {
      await withdrawFollowNotification(tx, followerId, target);
    }
    return {
      userId: 'userId' in target ? target.userId : null,
      placeId: 'placeId' in target ? target.placeId : null,
      isFollowed: mode === 'add',
      followerCount: written.followerCount,
      followerId,
      followingCount: written.followingCount,
    };
  });
}

/** Follows a person or place; following again changes nothing (POST /followers). */
export function followTarget(
  db: Database,
  followerId: string,
  target: FollowTarget,
  storage: ImageStorage,
) {
  return writeAs(db, 'add', followerId, target, storage);
}

/** Unfollows; unfollowing again changes nothing (DELETE /followers). */
export function unfollowTarget(
  db: Database,
  followerId: string,
  target: FollowTarget,
  storage: ImageStorage,
) {
  return writeAs(db, 'remove', followerId, target, storage);
}
