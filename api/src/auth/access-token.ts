import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.js';

/** A fresh bearer token: 32 random bytes, base64url. */
export function newAccessToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored: a leaked table does not let anyone sign in. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a token for the user and returns it (the only time it exists in clear). */
export async function issueToken(db: Queryable, userId: string): Promise<string> {
  const token = newAccessToken();
  await db.query('INSERT INTO access_tokens (token_hash, user_id) VALUES ($1, $2)', [
    tokenHash(token),
    userId,
  ]);
  return token;
}

/** The user id of a live token (not revoked, user not deleted), or null. */
export async function userIdOfToken(db: Queryable, token: string): Promise<string | null> {
  const { rows } = await db.query<{ user_id: string }>(
    `SELECT t.user_id FROM access_tokens t JOIN users u ON u.id = t.user_id
     WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND NOT u.is_deleted`,
    [tokenHash(token)],
  );
  return rows[0]?.user_id ?? null;
}

export async function revokeToken(db: Queryable, token: string): Promise<void> {
  await db.query(
    'UPDATE access_tokens SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL',
    [tokenHash(token)],
  );
}

export async function revokeUserTokens(db: Queryable, userId: string): Promise<void> {
  await db.query(
    'UPDATE access_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL',
    [userId],
  );
}
