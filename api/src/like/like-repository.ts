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

/**
 * For a page of posts or comments (by id): which ones the viewer likes, which ones their outlet
 * likes, and their newest personal likers (up to `someCount`). Three queries for any page size.
 */
export async function likeFacts(
  db: Queryable,
  kind: 'post' | 'comment',
  items: readonly { id: string; outletId: string | null }[],
  viewerId: string | null,
  someCount: number,
): Promise<{ liked: Set<string>; outletLiked: Set<string>; someLikers: Map<string, string[]> }> {
  const liked = new Set<string>();
  const outletLiked = new Set<string>();
  const someLikers = new Map<string, string[]>();
  if (items.length === 0) return { liked, outletLiked, someLikers };
  const ids = items.map((item) => item.id);
  const outletIds = items.map((item) => item.outletId ?? '');
  const targetColumn = kind === 'post' ? 'l.post_id' : 'l.comment_id';
  const onKind = kind === 'post' ? 'l.comment_id IS NULL' : 'l.comment_id IS NOT NULL';
  const [mine, outlets, some] = await Promise.all([
    viewerId
      ? db.query<{ id: string }>(
          `SELECT ${targetColumn} AS id FROM likes l
           WHERE ${onKind} AND ${targetColumn} = ANY($1::text[]) AND l.liker_id = $2`,
          [ids, viewerId],
        )
      : Promise.resolve({ rows: [] as { id: string }[] }),
    db.query<{ id: string }>(
      `SELECT ${targetColumn} AS id FROM likes l
       JOIN unnest($1::text[], $2::text[]) AS item (id, outlet_id) ON item.id = ${targetColumn}
       WHERE ${onKind} AND l.by_outlet AND l.liker_id = item.outlet_id`,
      [ids, outletIds],
    ),
    db.query<{ id: string; user_id: string }>(
      `SELECT id, user_id FROM (
         SELECT ${targetColumn} AS id, l.user_id,
                row_number() OVER (PARTITION BY ${targetColumn}
                                   ORDER BY l.created_at DESC, l.id DESC) AS n
         FROM likes l
         WHERE ${onKind} AND ${targetColumn} = ANY($1::text[]) AND NOT l.by_outlet
       ) newest WHERE n <= $2 ORDER BY id, n`,
      [ids, someCount],
    ),
  ]);
  for (const row of mine.rows) liked.add(row.id);
  for (const row of outlets.rows) outletLiked.add(row.id);
  for (const row of some.rows) {
    const list = someLikers.get(row.id) ?? [];
    list.push(row.user_id);
    someLikers.set(row.id, list);
  }
  return { liked, outletLiked, someLikers };
}
