import { runAction } from '../action/run-action.js';
import type { Database, Queryable } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { editTextAndImages, type TextAndImageChanges } from '../image/attached-images.js';
import type { ImageStorage } from '../image/storage.js';
import { contentMessages } from '../messages.js';
import { notifyCommentCreated } from '../notification/notify-posts.js';
import { findCommentedPost } from './commented-post.js';
import { insertComment, setCommentFlag, type NewComment } from './comment-repository.js';

/** The comment an action changes, and its post (locked first: see lockPost). */
export interface CommentRef {
  id: string;
  postId: string;
}

/**
 * Locks the comment's post: every comment write locks the post, then the comment, so creating,
 * deleting and restoring comments of one post never deadlock and never miss a count.
 */
async function lockPost(tx: Queryable, postId: string) {
  return findCommentedPost(tx, postId, { lock: true });
}

/**
 * Writes a comment (or a reply) with its images and counts it on its post and its author;
 * refused when the post was deleted or hidden meanwhile. It notifies the parent comment's author,
 * the post's place or chain and the post's author (docs/live-events.md). Returns its id.
 */
export function createComment(
  db: Database,
  comment: NewComment,
  storage: ImageStorage,
): Promise<string> {
  return runAction(db, async ({ tx }) => {
    const post = await lockPost(tx, comment.postId);
    if (!post || post.is_deleted || post.is_hidden) {
      throw ApiError.fieldInvalid({ postId: contentMessages.postClosed });
    }
    const id = await insertComment(tx, comment);
    await notifyCommentCreated(tx, storage, id);
    return id;
  });
}

/** Changes a comment's text or images and marks it edited. */
export function editComment(
  db: Database,
  commentId: string,
  changes: TextAndImageChanges,
): Promise<void> {
  return runAction(db, ({ tx }) => editTextAndImages(tx, 'comment', commentId, changes));
}

/** Deletes a comment; its counts drop once however often it is deleted. */
export function deleteComment(db: Database, comment: CommentRef): Promise<void> {
  return runAction(db, async ({ tx }) => {
    await lockPost(tx, comment.postId);
    await setCommentFlag(tx, comment.id, 'is_deleted', true);
  });
}

/** Hides a comment (moderation by the post's place or chain); its counts drop once. */
export function hideComment(db: Database, comment: CommentRef): Promise<void> {
  return runAction(db, async ({ tx }) => {
    await lockPost(tx, comment.postId);
    await setCommentFlag(tx, comment.id, 'is_hidden', true);
  });
}

/** Brings a comment back from deleted, from hidden, or both; the post counts it once. */
export function restoreComment(
  db: Database,
  comment: CommentRef,
  what: { undelete: boolean; unhide: boolean },
): Promise<void> {
  return runAction(db, async ({ tx }) => {
    await lockPost(tx, comment.postId);
    if (what.undelete) await setCommentFlag(tx, comment.id, 'is_deleted', false);
    if (what.unhide) await setCommentFlag(tx, comment.id, 'is_hidden', false);
  });
}
