import type { Queryable } from '../db/database.js';

export type FollowTarget = { userId: string } | { placeId: string };

/**
 * Follows a person or a place; true when the follow is new. The counters change only when a row
 * was really inserted, in the same transaction, so parallel requests keep them exact. Rows are
 * locked in one order (users by id, then places) so two people following each other cannot
 * deadlock.
 */
export async function follow(tx: Queryable, followerId: string, target: FollowTarget) {
  const inserted =
    'userId' in target
      ? await tx.query(
          `INSERT INTO follows (follower_id, user_id) VALUES ($1, $2)
           ON CONFLICT (follower_id, user_id) WHERE user_id IS NOT NULL DO NOTHING RETURNING 1`,
          [followerId, target.userId],
        )
      : await tx.query(
          `INSERT INTO follows (follower_id, place_id) VALUES ($1, $2)
           ON CONFLICT (follower_id, place_id) WHERE place_id IS NOT NULL DO NOTHING RETURNING 1`,
          [followerId, target.placeId],
        );
  if (inserted.rows.length === 0) return false;
  await changeCounts(tx, followerId, target, 1);
  return true;
}

/** Unfollows; true when there was a follow to remove. */
export async function unfollow(tx: Queryable, followerId: string, target: FollowTarget) {
  const deleted =
    'userId' in target
      ? await tx.query(`DELETE FROM follows WHERE follower_id = $1 AND user_id = $2 RETURNING 1`, [
          followerId,
          target.userId,
        ])
      : await tx.query(`DELETE FROM follows WHERE follower_id = $1 AND place_id = $2 RETURNING 1`, [
          followerId,
          target.placeId,
        ]);
  if (deleted.rows.length === 0) return false;
  await changeCounts(tx, followerId, target, -1);
  return true;
}

async function changeCounts(
  tx: Queryable,
  followerId: string,
  target: FollowTarget,
  delta: 1 | -1,
): Promise<void> {
  const following = () =>
    tx.query(`UPDATE users SET following_count = greatest(following_count + $2, 0) WHERE id = $1`, [
      followerId,
      delta,
    ]);
  if ('userId' in target) {
    const follower = () =>
      tx.query(`UPDATE users SET follower_count = greatest(follower_count + $2, 0) WHERE id = $1`, [
        target.userId,
        delta,
      ]);
    if (followerId < target.userId) {
      await following();
      await follower();
    } else {
      await follower();
      await following();
    }
    return;
  }
  await following();
  await tx.query(
    `UPDATE places SET follower_count = greatest(follower_count + $2, 0) WHERE id = $1`,
    [target.placeId, delta],
  );
}

export type FollowListType = 'follower' | 'following-user' | 'following-place';

/** Ids of one page of a follow list, newest follow first. */
export async function followPage(
  db: Queryable,
  list:
    | { type: 'follower'; of: FollowTarget }
    | { type: 'following-user' | 'following-place'; userId: string },
  page: { offset: number; limit: number },
): Promise<string[]> {
  let sql: string;
  let key: string;
  if (list.type === 'follower') {
    const [column, id] =
      'userId' in list.of ? ['user_id', list.of.userId] : ['place_id', list.of.placeId];
    sql = `SELECT f.follower_id AS id FROM follows f JOIN users u ON u.id = f.follower_id
           WHERE f.${column} = $1 AND NOT u.is_deleted
           ORDER BY f.created_at DESC, f.follower_id OFFSET $2 LIMIT $3`;
    key = id;
  } else if (list.type === 'following-user') {
    sql = `SELECT f.user_id AS id FROM follows f JOIN users u ON u.id = f.user_id
           WHERE f.follower_id = $1 AND NOT u.is_deleted
           ORDER BY f.created_at DESC, f.user_id OFFSET $2 LIMIT $3`;
    key = list.userId;
  } else {
    sql = `SELECT f.place_id AS id FROM follows f JOIN places p ON p.id = f.place_id
           WHERE f.follower_id = $1 AND p.status <> 'deleted'
           ORDER BY f.created_at DESC, f.place_id OFFSET $2 LIMIT $3`;
    key = list.userId;
  }
  const { rows } = await db.query<{ id: string }>(sql, [key, page.offset, page.limit]);
  return rows.map((row) => row.id);
}

/**
 * Removes every follow of and by a person (for an account being deleted), moving each counter
 * by what was really removed, so followerCount and followingCount keep matching the lists.
 */
export async function dropFollowsOf(tx: Queryable, userId: string): Promise<void> {
  const { rows } = await tx.query<{
    follower_id: string;
    user_id: string | null;
    place_id: string | null;
  }>(
    `DELETE FROM follows WHERE follower_id = $1 OR user_id = $1
     RETURNING follower_id, user_id, place_id`,
    [userId],
  );
  const followers = rows.filter((row) => row.user_id === userId).map((row) => row.follower_id);
  const followedUsers = rows
    .filter((row) => row.follower_id === userId && row.user_id)
    .map((row) => row.user_id as string);
  const followedPlaces = rows
    .filter((row) => row.follower_id === userId && row.place_id)
    .map((row) => row.place_id as string);
  // Users in id order, then places: the order every follow locks them in.
  await tx.query(
    `UPDATE users u SET
       following_count = CASE WHEN u.id = $1 THEN 0
                              WHEN u.id = ANY($2::text[]) THEN greatest(following_count - 1, 0)
                              ELSE following_count END,
       follower_count = CASE WHEN u.id = $1 THEN 0
                             WHEN u.id = ANY($3::text[]) THEN greatest(follower_count - 1, 0)
                             ELSE follower_count END
     WHERE u.id IN (SELECT id FROM users WHERE id = $1 OR id = ANY($2::text[])
                    OR id = ANY($3::text[]) ORDER BY id FOR UPDATE)`,
    [userId, followers, followedUsers],
  );
  if (followedPlaces.length > 0) {
    await tx.query(
      `UPDATE places SET follower_count = greatest(follower_count - 1, 0)
       WHERE id = ANY($1::text[])`,
      [followedPlaces],
    );
  }
}
