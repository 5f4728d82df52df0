import { runAction } from '../action/run-action.js';
import type { Database } from '../db/database.js';
import type { ImageStorage } from '../image/storage.js';
import { notifyLikeAdded, withdrawLikeNotification } from '../notification/notify-posts.js';
import { writeLike, type LikeTarget } from './like-repository.js';

/** A like write's result from the caller's point of view (openapi LikeState). */
export interface LikeState {
  postId: string;
  commentId: string | null;
  byOutlet: boolean;
  /** The caller's own like exists (as Post.isLiked and Comment.isLiked). */
  isLiked: boolean;
  /** The post's place or chain likes it (as Post.hasOutletLike and Comment.hasOutletLike). */
  hasOutletLike: boolean;
  likeCount: number;
}

/** Who writes the like: the person, or (byOutlet) the post's place or chain they act for. */
export interface LikeAuthor {
  userId: string;
  byOutlet: boolean;
  /** The post's place or chain (its place when it has one), null when it has neither. */
  outletId: string | null;
}

function likerOf(author: LikeAuthor) {
  const likerId = author.byOutlet && author.outletId ? author.outletId : author.userId;
  return { likerId, byOutlet: author.byOutlet, userId: author.userId };
}

async function writeAs(
  db: Database,
  mode: 'add' | 'remove',
  target: LikeTarget,
  author: LikeAuthor,
  storage: ImageStorage,
): Promise<LikeState> {
  const liker = likerOf(author);
  // The like written is one of the two the JSON shows; the other is read in the same statement.
  const other = author.byOutlet
    ? { likerId: author.userId, outletOnly: false }
    : { likerId: author.outletId, outletOnly: true };
  return runAction(db, async ({ tx }) => {
    const written = await writeLike(tx, mode, target, liker, other);
    // A new like notifies the author; a removed one takes back its unseen notification.
    if (written.changed && mode === 'add') {
      await notifyLikeAdded(tx, storage, { ...target, ...liker });
    }
    if (written.changed && mode === 'remove') {
      await withdrawLikeNotification(tx, { ...target, likerId: liker.likerId });
    }
    const isWritten = mode === 'add';
    return {
      postId: target.postId,
      commentId: target.commentId,
      byOutlet: author.byOutlet,
      isLiked: author.byOutlet ? written.otherLiked : isWritten,
      hasOutletLike: author.byOutlet ? isWritten : written.otherLiked,
      likeCount: written.likeCount,
    };
  });
}

/** Likes a post or comment; liking it again changes nothing (SPEC section 7, POST /likes). */
export function likeTarget(
  db: Database,
  target: LikeTarget,
  author: LikeAuthor,
  storage: ImageStorage,
) {
  return writeAs(db, 'add', target, author, storage);
}

/** Removes the like; removing it again changes nothing (DELETE /likes). */
export function unlikeTarget(
  db: Database,
  target: LikeTarget,
  author: LikeAuthor,
  storage: ImageStorage,
) {
  return writeAs(db, 'remove', target, author, storage);
}
