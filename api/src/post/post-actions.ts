import { runAction } from '../action/run-action.js';
import type { Database } from '../db/database.js';
import type { ImageStorage } from '../image/storage.js';
import { notifyPostCreated } from '../notification/notify-posts.js';
import {
  insertPost,
  setPostFlag,
  updatePost,
  type NewPost,
  type PostChanges,
} from './post-repository.js';

/**
 * Publishes a post with its images and counts it (author, place, chain); a review notifies its
 * place (docs/live-events.md). Returns its id.
 */
export function createPost(db: Database, post: NewPost, storage: ImageStorage): Promise<string> {
  return runAction(db, async ({ tx }) => {
    const id = await insertPost(tx, post);
    await notifyPostCreated(tx, storage, id);
    return id;
  });
}

/** Changes a post's text, rating, location or images and marks it edited. */
export function editPost(db: Database, postId: string, changes: PostChanges): Promise<void> {
  return runAction(db, ({ tx }) => updatePost(tx, postId, changes));
}

/** Deletes a post (it can be restored); its counts drop once however often it is deleted. */
export function deletePost(db: Database, postId: string): Promise<void> {
  return runAction(db, ({ tx }) => setPostFlag(tx, postId, 'is_deleted', true));
}

/** Restores a deleted post and counts it again. */
export function restorePost(db: Database, postId: string): Promise<void> {
  return runAction(db, ({ tx }) => setPostFlag(tx, postId, 'is_deleted', false));
}

/** Hides a post (moderation by its place or chain); its counts drop once. */
export function hidePost(db: Database, postId: string): Promise<void> {
  return runAction(db, ({ tx }) => setPostFlag(tx, postId, 'is_hidden', true));
}
