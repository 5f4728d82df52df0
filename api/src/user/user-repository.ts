import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/database.js';
import { userColumns, userFrom, type UserRecord } from '../refs/user-json.js';
import { preparedRead } from '../db/prepared-read.js';

export async function findUserById(db: Queryable, id: string): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRecord>(
    `SELECT ${userColumns} FROM ${userFrom} WHERE u.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** A live (not deleted) account by its normalised phone or lowercased e-mail. */
export async function findUserByContact(
  db: Queryable,
  contact: { phone: string } | { email: string },
): Promise<UserRecord | null> {
  const [column, value] = 'phone' in contact ? ['phone', contact.phone] : ['email', contact.email];
  const { rows } = await db.query<UserRecord>(
    `SELECT ${userColumns} FROM ${userFrom} WHERE u.${column} = $1 AND NOT u.is_deleted`,
    [value],
  );
  return rows[0] ?? null;
}

/** A new account with only its phone or e-mail (registration by a confirmed code). */
export async function createUser(
  db: Queryable,
  contact: { phone: string } | { email: string },
  firstName: string | null = null,
): Promise<string> {
  const id = randomBytes(12).toString('hex');
  await db.query('INSERT INTO users (id, phone, email, first_name) VALUES ($1, $2, $3, $4)', [
    id,
    'phone' in contact ? contact.phone : null,
    'email' in contact ? contact.email : null,
    firstName,
  ]);
  return id;
}

export async function setPassword(db: Queryable, userId: string, hash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, hash]);
}

export type UserOrder = 'popular' | 'active';

/**
 * How close a part of a name must be to the query (pg_trgm word similarity). The extension's
 * default 0.6 misses one swapped pair of letters in a short name; much lower matches noise.
 */
const wordSimilarityThreshold = 0.4;

/** The searched form of a name or query: lowercased, inner spaces collapsed (as `search_name`). */
export function searchText(value: string): string {
  return value.trim().toLowerCase().replace(/\s+/g, ' ');
}

function likeEscaped(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * People, offset-paged. With a query: names with a part similar to it (which covers substrings and
 * typos), prefix and substring matches first, then the closest. One operator (`<%`) on purpose:
 * the planner reads it from the trigram index on `search_name`, while OR-ing LIKE and `%` to it
 * makes the planner pick a scan that costs seconds at 100k people.
 */
export async function listUsers(
  db: Database,
  filter: { query?: string; orderBy?: UserOrder; offset: number; limit: number },
): Promise<UserRecord[]> {
  const order =
    filter.orderBy === 'popular'
      ? 'u.follower_count DESC, u.id'
      : filter.orderBy === 'active'
        ? 'u.post_count DESC, u.id'
        : 'u.created_at, u.id';
  const needle = searchText(filter.query ?? '');
  if (needle === '') {
    const { rows } = await db.query<UserRecord>(
      `SELECT ${userColumns} FROM ${userFrom} WHERE NOT u.is_deleted
       ORDER BY ${order} OFFSET $1 LIMIT $2`,
      [filter.offset, filter.limit],
    );
    return rows;
  }
  const escaped = likeEscaped(needle);
  return db.transaction(async (tx) => {
    // Local to this transaction: other searches keep the extension's defaults.
    await tx.query(`SELECT set_config('pg_trgm.word_similarity_threshold', $1, true)`, [
      String(wordSimilarityThreshold),
    ]);
    const { rows } = await preparedRead<UserRecord>(
      db,
      tx,
      `SELECT ${userColumns} FROM ${userFrom}
       WHERE NOT u.is_deleted
         AND $2 <% u.search_name
       ORDER BY u.search_name LIKE $3 DESC, u.search_name LIKE $1 DESC,
         word_similarity($2, u.search_name) DESC,
         ${order}
       OFFSET $4 LIMIT $5`,
      [`%${escaped}%`, needle, `${escaped}%`, filter.offset, filter.limit],
    );
    return rows;
  });
}

export interface ProfileChanges {
  firstName?: string | null;
  secondName?: string | null;
  cityId?: string | null;
  about?: string | null;
  link?: string | null;
  avatarId?: string | null;
}

const profileColumns: Record<keyof ProfileChanges, string> = {
  firstName: 'first_name',
  secondName: 'second_name',
  cityId: 'city_id',
  about: 'about',
  link: 'link',
  avatarId: 'avatar_id',
};

/** Applies the given fields; the profile counts as filled once it has a first name. */
export async function updateProfile(
  db: Queryable,
  userId: string,
  changes: ProfileChanges,
): Promise<void> {
  const sets: string[] = [];
  const params: unknown[] = [userId];
  for (const [key, column] of Object.entries(profileColumns)) {
    const value = changes[key as keyof ProfileChanges];
    if (value === undefined) continue;
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  }
  if (sets.length === 0) return;
  await db.query(`UPDATE users SET ${sets.join(', ')} WHERE id = $1`, params);
  await db.query(
    `UPDATE users SET profile_filled = true
     WHERE id = $1 AND NOT profile_filled AND coalesce(trim(first_name), '') <> ''`,
    [userId],
  );
}

/** Marks the account deleted and frees its phone and e-mail; tokens are revoked separately. */
export async function markUserDeleted(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `UPDATE users SET is_deleted = true, phone = NULL, email = NULL, password_hash = NULL
     WHERE id = $1`,
    [userId],
  );
}

export async function cityExists(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM cities WHERE id = $1', [id]);
  return rows.length > 0;
}
