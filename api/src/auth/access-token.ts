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

/** The person of a live token, with their roles. */
export interface TokenHolder {
  userId: string;
  isAdmin: boolean;
  isContentManager: boolean;
}

/** The person of a live token (not revoked, user not deleted) with their roles, or null. */
export async function holderOfToken(db: Queryable, token: string): Promise<TokenHolder | null> {
  const { rows } = await db.query<{
    user_id: string;
    is_admin: boolean;
    is_content_manager: boolean;
  }>(
    `SELECT t.user_id, u.is_admin, u.is_content_manager
     FROM access_tokens t JOIN users u ON u.id = t.user_id
     WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND NOT u.is_deleted`,
    [tokenHash(token)],
  );
  const row = rows[0];
  if (!row) return null;
  return { userId: row.user_id, isAdmin: row.is_admin, isContentManager: row.is_content_manager };
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
