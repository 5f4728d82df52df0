import { runAction } from '../action/run-action.js';
import { revokeUserTokens } from '../auth/access-token.js';
import type { Database } from '../db/database.js';
import { markUserDeleted, updateProfile, type ProfileChanges } from './user-repository.js';

/** Changes the given profile fields; the profile counts as filled once it has a first name. */
export function updateUser(db: Database, userId: string, changes: ProfileChanges): Promise<void> {
  return runAction(db, ({ tx }) => updateProfile(tx, userId, changes));
}

/** Deletes an account: frees its phone and e-mail and signs it out everywhere. */
export function deleteUser(db: Database, userId: string): Promise<void> {
  return runAction(db, async ({ tx }) => {
    await markUserDeleted(tx, userId);
    await revokeUserTokens(tx, userId);
  });
}
