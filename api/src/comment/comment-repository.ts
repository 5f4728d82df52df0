import { insertWithImages } from '../image/attached-images.js';
import { readById, type Queryable } from '../db/database.js';
import { setVisibilityFlag, type VisibilityFlag } from '../db/visibility-flag.js';

/** A row of `comments` with what it needs of its post (the outlet it may act as). */
export interface CommentRow {
  id: string;
  post_id: string;
  user_id: string;
  by_outlet: boolean;
  subject_comment_id: string | null;
  text: string;
  like_count: number;
  is_edited: boolean;
  is_hidden: boolean;
  is_deleted: boolean;
  time_passed: number;
  created_at: Date | string;
  post_place_id: string | null;
  post_organisation_id: string | null;
}

export const commentColumns = `c.id, c.post_id, c.user_id, c.by_outlet, c.subject_comment_id, c.text,
  c.like_count, c.is_edited, c.is_hidden, c.is_deleted,
  greatest(0, floor(extract(epoch FROM now() - c.created_at)))::int AS time_passed, c.created_at,
  p.place_id AS post_place_id, p.organisation_id AS post_organisation_id`;

/**
 * A post's comments, oldest first (replies then follow their parents in time). Deleted comments
 * are left out; hidden ones only when `withHidden`.
 */
export async function listComments(
  db: Queryable,
  filter: { postId: string; withHidden: boolean; offset: number; limit: number },
): Promise<CommentRow[]> {
  const { rows } = await db.query<CommentRow>(
    `SELECT ${commentColumns} FROM comments c JOIN posts p ON p.id = c.post_id
     WHERE c.post_id = $1 AND NOT c.is_deleted AND ($2 OR NOT c.is_hidden)
     ORDER BY c.created_at, c.id OFFSET $3 LIMIT $4`,
    [filter.postId, filter.withHidden, filter.offset, filter.limit],
  );
  return rows;
}

/** A locked read takes only the comment's row: its post stays free for other comments. */
export const findComment = readById<CommentRow>(
  `SELECT ${commentColumns} FROM comments c JOIN posts p ON p.id = c.post_id WHERE c.id = $1`,
  'FOR UPDATE OF c',
);

export interface NewComment {
  postId: string;
  userId: string;
  byOutlet: boolean;
  subjectCommentId: string | null;
  text: string;
  imageIds: readonly string[];
}

/**
 * Inserts a comment and counts it on its post and its author. Call with the post row locked
 * (FOR UPDATE), so a comment never lands on a post being deleted.
 */
export async function insertComment(tx: Queryable, comment: NewComment): Promise<string> {
  const id = await insertWithImages(
    tx,
    'comment',
    {
      post_id: comment.postId,
      user_id: comment.userId,
      by_outlet: comment.byOutlet,
      subject_comment_id: comment.subjectCommentId,
      text: comment.text,
    },
    comment.imageIds,
  );
  await countComment(tx, comment.postId, comment.userId, 1);
  return id;
}

/** Posts before users, the order every write takes. */
async function countComment(
  tx: Queryable,
  postId: string,
  userId: string,
  delta: 1 | -1,
): Promise<void> {
  await tx.query('UPDATE posts SET comment_count = greatest(comment_count + $2, 0) WHERE id = $1', [
    postId,
    delta,
  ]);
  await tx.query('UPDATE users SET comment_count = greatest(comment_count + $2, 0) WHERE id = $1', [
    userId,
    delta,
  ]);
}

/**
 * Sets is_deleted or is_hidden; the counts move once, only when the comment stops (or starts)
 * being visible.
 */
export async function setCommentFlag(
  tx: Queryable,
  id: string,
  flag: VisibilityFlag,
  value: boolean,
): Promise<void> {
  const row = await setVisibilityFlag<{ post_id: string; user_id: string }>(
    tx,
    { table: 'comments', alias: 'c', returning: 'c.post_id, c.user_id' },
    id,
    flag,
    value,
  );
  if (row) await countComment(tx, row.post_id, row.user_id, value ? -1 : 1);
}
