import { Router } from 'express';
import { z } from 'zod';
import type { Viewer } from '../access/rules.js';
import { staffIds } from '../access/staff.js';
import { requireViewer } from '../access/viewer.js';
import { runAction } from '../action/run-action.js';
import type { Database } from '../db/database.js';
import { ApiError, found } from '../http/api-error.js';
import { sendData } from '../http/envelope.js';
import { formBody } from '../http/form-fields.js';
import { parseQuery } from '../http/query.js';
import type { ImageStorage } from '../image/storage.js';
import {
  ErrorStatus,
  fieldMessages,
  messages,
  placeWriteLimits,
  placeWriteMessages,
} from '../messages.js';
import { findPlace } from '../place/place-repository.js';
import type { PlaceFull } from '../place/place-types.js';
import { placeState } from '../place/place-writes.js';
import { notifyModeration } from './notify-moderation.js';

/** Only admins moderate places (SPEC section 6: "Only admins see the moderation bar and moderate"). */
export function mayModerate(viewer: Viewer | null): boolean {
  return viewer?.isAdmin === true;
}

const moderationBody = z.object({
  moderation_unpublished_reason: z
    .string()
    .trim()
    .max(placeWriteLimits.reasonMaxLength, fieldMessages.tooLong(placeWriteLimits.reasonMaxLength))
    .optional(),
});

/**
 * POST /places/{id}/moderation-status/{status} (SPEC section 6): an admin publishes or unpublishes
 * a place, with a reason to unpublish; its owners (or else its managers) hear of it.
 */
export function moderationRoutes(db: Database, storage: ImageStorage): Router {
  const router = Router();

  /** The place as the admin now sees it. */
  async function placeFor(viewer: Viewer, id: string): Promise<PlaceFull> {
    return found(await findPlace(db, storage, id, { viewerId: viewer.id }));
  }

  router.post('/places/:placeId/moderation-status/:status', formBody, async (req, res) => {
    const viewer = await requireViewer(db, req);
    const status = req.params.status;
    if (!mayModerate(viewer)) throw new ApiError(ErrorStatus.Forbidden);
    if (status !== 'published' && status !== 'unpublished') {
      throw ApiError.fieldInvalid({ status: placeWriteMessages.onlyPublishOrUnpublish });
    }
    const body = parseQuery(moderationBody, { ...req.query, ...(req.body as object) });
    const reason = body.moderation_unpublished_reason || null;
    if (status === 'unpublished' && !reason) {
      throw ApiError.fieldInvalid({
        moderation_unpublished_reason: placeWriteMessages.reasonRequired,
      });
    }
    const place = await placeState(db, req.params.placeId);
    await runAction(db, async ({ tx }) => {
      const current = await placeState(tx, place.id, true);
      if (status === 'published' && current.moderation_status === 'published') {
        throw new ApiError(ErrorStatus.LogicalError, {
          httpCode: 422,
          message: messages.placeAlreadyPublished,
        });
      }
      await tx.query(
        `UPDATE places SET moderation_status = $2, moderation_unpublished_reason = $3,
           updated_at = now()
         WHERE id = $1`,
        [place.id, status, status === 'unpublished' ? reason : null],
      );
      const owners = await staffIds(tx, 'place', place.id, ['owner']);
      const recipientIds =
        owners.length > 0 ? owners : await staffIds(tx, 'place', place.id, ['manager']);
      await notifyModeration(tx, storage, {
        adminId: viewer.id,
        placeId: place.id,
        recipientIds,
        outcome: status,
      });
    });
    sendData(res, { place: await placeFor(viewer, place.id) });
  });

  return router;
}
