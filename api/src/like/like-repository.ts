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

/** What a like write left: whether it changed a row, the new count, and the other like's state. */
export interface LikeWrite {
  /** A like was really inserted or deleted (false when it already was so). */
  changed: boolean;
  likeCount: number;
  /** Whether the like of `other` exists (see writeLike). */
  otherLiked: boolean;
}

/**
 * Adds or removes one like in ONE statement: the like row, then the liked post's or comment's
 * like_count moved by the rows really written. The count's UPDATE takes the liked row's lock only
 * after the like row is written (its new value needs the written rows), so every like write locks
 * in the same order, and parallel writes of one item wait for each other on that row: whatever
 * arrives in parallel, like_count equals the likes. `other` names a second like to report on:
 * the outlet's (`outletOnly`, only likes made as the outlet) or the person's own.
 */
export async function writeLike(
  tx: Queryable,
  mode: 'add' | 'remove',
  target: LikeTarget,
  liker: Liker,
  other: { likerId: string | null; outletOnly: boolean },
): Promise<LikeWrite> {
  const [table, targetId] = target.commentId
    ? ['comments', target.commentId]
    : ['posts', target.postId];
  const written =
    mode === 'add'
      ? `INSERT INTO likes (post_id, comment_id, liker_id, by_outlet, user_id)
         VALUES ($1, $2, $3, $7, $8)
         ON CONFLICT (post_id, (coalesce(comment_id, '')), liker_id) DO NOTHING RETURNING 1`
      : `DELETE FROM likes
         WHERE post_id = $1 AND coalesce(comment_id, '') = coalesce($2::text, '')
           AND liker_id = $3 RETURNING 1`;
  const sign = mode === 'add' ? '+' : '-';
  const params = [
    target.postId,
    target.commentId,
    liker.likerId,
    targetId,
    other.likerId,
    other.outletOnly,
  ];
  const { rows } = await tx.query<{
    changed: number;
    like_count: number | null;
    other_liked: boolean;
  }>(
    `WITH written AS (${written}),
     counted AS (
       UPDATE ${table} SET like_count = greatest(like_count ${sign} (SELECT count(*) FROM written), 0)
       WHERE id = $4 RETURNING like_count
     )
     SELECT (SELECT count(*)::int FROM written) AS changed,
            (SELECT like_count FROM counted) AS like_count,
            EXISTS (SELECT 1 FROM likes l
                    WHERE l.post_id = $1 AND coalesce(l.comment_id, '') = coalesce($2::text, '')
                      AND l.liker_id = $5 AND (l.by_outlet OR NOT $6::boolean)) AS other_liked`,
    mode === 'add' ? [...params, liker.byOutlet, liker.userId] : params,
  );
  const row = rows[0];
  if (!row || row.like_count === null)
    throw new Error(`the liked ${table} row ${targetId} is gone`);
  return { changed: row.changed > 0, likeCount: row.like_count, otherLiked: row.other_liked };
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
