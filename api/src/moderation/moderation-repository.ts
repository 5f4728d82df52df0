import type { Queryable } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { hexId } from '../http/hex-id.js';
import type { ModerationOutcome } from './moderation-rules.js';

/** A place as its moderation needs it: where it stands, whatever its state. */
export interface ModeratedPlace {
  id: string;
  moderation_status: ModerationOutcome;
}

/** The place of `id` (404 when there is none); `lock` takes its row for the transaction. */
export async function moderatedPlace(
  db: Queryable,
  id: string,
  lock = false,
): Promise<ModeratedPlace> {
  if (!hexId.test(id)) throw ApiError.notFound();
  const { rows } = await db.query<ModeratedPlace>(
    `SELECT id, moderation_status FROM places WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [id],
  );
  if (!rows[0]) throw ApiError.notFound();
  return rows[0];
}

/** Accepts the place, or declines it with the reason its staff will read. */
export async function setModeration(
  tx: Queryable,
  placeId: string,
  decision: { outcome: 'published' } | { outcome: 'unpublished'; reason: string },
): Promise<void> {
  await tx.query(
    `UPDATE places SET moderation_status = $2, moderation_unpublished_reason = $3,
       updated_at = now()
     WHERE id = $1`,
    [placeId, decision.outcome, decision.outcome === 'unpublished' ? decision.reason : null],
  );
}
