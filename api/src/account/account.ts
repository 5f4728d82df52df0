import type { Queryable } from '../db/database.js';
import type { ImageStorage } from '../image/storage.js';
import { toUser, type User, type UserRecord } from '../refs/user-json.js';

/** The signed-in person with their role flags (SPEC section 3, Account; section 6, roles). */
export interface Account {
  user: User;
  /** True until the profile has a first name (the web app then asks to fill it). */
  isNew: boolean;
  /** Has a role on some place: owner, manager or requester. */
  isStaff: boolean;
  isAdmin: boolean;
  /** Has asked for access to a place and waits for an answer. */
  isRequester: boolean;
  isContentManager: boolean;
  /** Owner or manager of some place: may post and comment as that place. */
  isAuthorPlace: boolean;
}

export async function accountOf(
  db: Queryable,
  storage: ImageStorage,
  user: UserRecord,
): Promise<Account> {
  const { rows } = await db.query<{ author: boolean | null; requester: boolean | null }>(
    `SELECT bool_or(role IN ('owner', 'manager')) AS author, bool_or(role = 'requester') AS requester
     FROM place_staff WHERE user_id = $1`,
    [user.id],
  );
  const author = rows[0]?.author ?? false;
  const requester = rows[0]?.requester ?? false;
  return {
    user: toUser(user, storage, { showContacts: true }),
    isNew: !user.profile_filled,
    isStaff: author || requester,
    isAdmin: user.is_admin,
    isRequester: requester,
    isContentManager: user.is_content_manager,
    isAuthorPlace: author,
  };
}
