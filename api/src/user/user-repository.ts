import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/database.js';
import { toImageSet, type ImageSet, type ImageSetRow } from '../image/image-set.js';
import type { ImageStorage } from '../image/storage.js';
import { preparedRead } from '../db/prepared-read.js';

/** A user as the api sends it (SPEC section 3, User). */
export interface User {
  id: string;
  firstName: string | null;
  secondName: string | null;
  /** First and second names joined; null when both are empty (clients then show 'User' + id). */
  fullName: string | null;
  avatar: ImageSet | null;
  /** Only for the person themself and admins; null for everyone else. */
  phone: string | null;
  email: string | null;
  city: { id: string; name: string; latinName: string } | null;
  citySlug: string | null;
  about: string | null;
  link: string | null;
  commentCount: number;
  imageCount: number;
  postCount: number;
  followerCount: number;
  followingCount: number;
  isFollowed: boolean;
  someFollowers: User[];
  someFollowingPlaces: unknown[];
  isDeleted: boolean;
  postCountStr: string;
  followerCountStr: string;
}

/** What the account code needs besides the JSON. */
export interface UserRecord {
  id: string;
  phone: string | null;
  email: string | null;
  first_name: string | null;
  second_name: string | null;
  about: string | null;
  link: string | null;
  city_id: string | null;
  city_name: string | null;
  city_latin_name: string | null;
  avatar: ImageSetRow | null;
  password_hash: string | null;
  is_admin: boolean;
  is_content_manager: boolean;
  is_deleted: boolean;
  profile_filled: boolean;
  follower_count: number;
  following_count: number;
  post_count: number;
  comment_count: number;
  image_count: number;
}

const userColumns = `
  u.id, u.phone, u.email, u.first_name, u.second_name, u.about, u.link, u.city_id,
  c.name AS city_name, c.latin_name AS city_latin_name,
  CASE WHEN i.id IS NULL THEN NULL ELSE jsonb_build_object(
    'id', i.id, 'variants', i.variants, 'order_number', i.order_number,
    'description', i.description) END AS avatar,
  u.password_hash, u.is_admin, u.is_content_manager, u.is_deleted, u.profile_filled,
  u.follower_count, u.following_count, u.post_count, u.comment_count, u.image_count`;

const userFrom = `users u
  LEFT JOIN cities c ON c.id = u.city_id
  LEFT JOIN image_sets i ON i.id = u.avatar_id AND NOT i.is_deleted`;

/** '1 post', '3 posts' (English has two of the SPEC's three plural forms). */
function countLabel(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

export function toUser(
  row: UserRecord,
  storage: ImageStorage,
  options: { showContacts: boolean },
): User {
  const names = [row.first_name, row.second_name].filter((name): name is string => !!name);
  return {
    id: row.id,
    firstName: row.first_name,
    secondName: row.second_name,
    fullName: names.length > 0 ? names.join(' ') : null,
    avatar: row.avatar ? toImageSet(row.avatar, storage) : null,
    phone: options.showContacts ? row.phone : null,
    email: options.showContacts ? row.email : null,
    city:
      row.city_id && row.city_name && row.city_latin_name
        ? { id: row.city_id, name: row.city_name, latinName: row.city_latin_name }
        : null,
    citySlug: row.city_latin_name,
    about: row.about,
    link: row.link,
    commentCount: row.comment_count,
    imageCount: row.image_count,
    postCount: row.post_count,
    followerCount: row.follower_count,
    followingCount: row.following_count,
    // From the caller's point of view: the reads that know the caller fill these in.
    isFollowed: false,
    someFollowers: [],
    someFollowingPlaces: [],
    isDeleted: row.is_deleted,
    postCountStr: countLabel(row.post_count, 'post', 'posts'),
    followerCountStr: countLabel(row.follower_count, 'follower', 'followers'),
  };
}

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
): Promise<string> {
  const id = randomBytes(12).toString('hex');
  await db.query('INSERT INTO users (id, phone, email) VALUES ($1, $2, $3)', [
    id,
    'phone' in contact ? contact.phone : null,
    'email' in contact ? contact.email : null,
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

export async function imageSetExists(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM image_sets WHERE id = $1 AND NOT is_deleted', [
    id,
  ]);
  return rows.length > 0;
}
