import type { Queryable } from '../db/database.js';

/** What is liked: a post, or one of its comments. */
export interface LikeTarget {
  postId: string;
  commentId: string | null;
}

/** Who likes: the person, or the place or chain they act as (`likerId` is then its id). */
export interface Liker {
  likerId: string;
  byOutlet: boolean;
  userId: string;
}

/**
 * Locks the liked row (FOR UPDATE) so toggles of one post or comment run one after another:
 * whatever arrives in parallel, the like count equals the likes that exist.
 */
async function lockTarget(tx: Queryable, target: LikeTarget): Promise<void> {
  if (target.commentId) {
    await tx.query('SELECT 1 FROM comments WHERE id = $1 FOR UPDATE', [target.commentId]);
  } else {
    await tx.query('SELECT 1 FROM posts WHERE id = $1 FOR UPDATE', [target.postId]);
  }
}

async function changeCount(tx: Queryable, target: LikeTarget, delta: 1 | -1): Promise<void> {
  if (target.commentId) {
    await tx.query('UPDATE comments SET like_count = greatest(like_count + $2, 0) WHERE id = $1', [
      target.commentId,
      delta,
    ]);
  } else {
    await tx.query('UPDATE posts SET like_count = greatest(like_count + $2, 0) WHERE id = $1', [
      target.postId,
      delta,
    ]);
  }
}

async function removeLike(tx: Queryable, target: LikeTarget, liker: Liker): Promise<boolean> {
  const { rows } = await tx.query(
    `DELETE FROM likes
     WHERE post_id = $1 AND coalesce(comment_id, '') = $2 AND liker_id = $3 RETURNING 1`,
    [target.postId, target.commentId ?? '', liker.likerId],
  );
  if (rows.length === 0) return false;
  await changeCount(tx, target, -1);
  return true;
}

async function addLike(tx: Queryable, target: LikeTarget, liker: Liker): Promise<boolean> {
  const { rows } = await tx.query(
    `INSERT INTO likes (post_id, comment_id, liker_id, by_outlet, user_id)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (post_id, (coalesce(comment_id, '')), liker_id) DO NOTHING RETURNING 1`,
    [target.postId, target.commentId, liker.likerId, liker.byOutlet, liker.userId],
  );
  if (rows.length === 0) return false;
  await changeCount(tx, target, 1);
  return true;
}

/** SPEC section 4: an existing like is deleted, otherwise one is created. Returns isLiked. */
export async function toggleLike(tx: Queryable, target: LikeTarget, liker: Liker) {
  await lockTarget(tx, target);
  if (await removeLike(tx, target, liker)) return false;
  await addLike(tx, target, liker);
  return true;
}

/** Removes the like if there is one (DELETE /likes). */
export async function unlike(tx: Queryable, target: LikeTarget, liker: Liker): Promise<void> {
  await lockTarget(tx, target);
  await removeLike(tx, target, liker);
}

export interface LikeRow {
  id: string;
  user_id: string;
  liker_id: string;
  by_outlet: boolean;
}

/** One page of a post's or comment's likes, newest first. */
export async function listLikes(
  db: Queryable,
  target: LikeTarget,
  page: { offset: number; limit: number },
): Promise<LikeRow[]> {
  const { rows } = await db.query<LikeRow>(
    `SELECT id::text, user_id, liker_id, by_outlet FROM likes
     WHERE post_id = $1 AND coalesce(comment_id, '') = $2
     ORDER BY created_at DESC, id DESC OFFSET $3 LIMIT $4`,
    [target.postId, target.commentId ?? '', page.offset, page.limit],
  );
  return rows;
}
