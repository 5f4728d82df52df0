import type { Queryable } from '../db/database.js';
import type { ImageStorage } from '../image/storage.js';
import { createNotifications } from '../notification/notify.js';

/**
 * An admin published or unpublished a place: each of its owners hears it (type status, object the
 * place); without owners, the person who asked for it to be published (its other staff).
 */
export function notifyModeration(
  tx: Queryable,
  storage: ImageStorage,
  decision: {
    adminId: string;
    placeId: string;
    recipientIds: readonly string[];
    outcome: 'published' | 'unpublished';
  },
): Promise<string[]> {
  return createNotifications(
    tx,
    storage,
    decision.recipientIds.map((userId) => ({
      type: 'status' as const,
      creator: { type: 'user' as const, id: decision.adminId },
      actorUserId: decision.adminId,
      recipient: { type: 'user' as const, id: userId },
      outlet: { type: 'place' as const, id: decision.placeId },
      objectType: 'place' as const,
      objectId: decision.placeId,
      postId: null,
      commentId: null,
      preview: null,
      outcome: decision.outcome,
    })),
  );
}
