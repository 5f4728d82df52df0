import type { Queryable } from '../db/database.js';
import type { ImageStorage } from '../image/storage.js';
import { createNotifications } from './notify.js';

/**
 * Notifications of roles on places and chains: a role given or an application refused.
 */

/** A place or chain a permission is about. */
export type PermissionOutlet = { type: 'place' | 'organisation'; id: string };

/**
 * A person's role on a place or chain changed (SPEC section 4): they became its owner or manager,
 * or their application was rejected. The notification goes to them (type permission, object the
 * place or chain), from the person who decided.
 */
export function notifyPermission(
  tx: Queryable,
  storage: ImageStorage,
  change: {
    actorUserId: string;
    userId: string;
    outlet: PermissionOutlet;
    outcome: 'owner' | 'manager' | 'rejected';
  },
): Promise<string[]> {
  return createNotifications(tx, storage, [
    {
      type: 'permission',
      creator: { type: 'user', id: change.actorUserId },
      actorUserId: change.actorUserId,
      recipient: { type: 'user', id: change.userId },
      outlet: change.outlet,
      objectType: change.outlet.type,
      objectId: change.outlet.id,
      postId: null,
      commentId: null,
      preview: null,
      outcome: change.outcome,
    },
  ]);
}
