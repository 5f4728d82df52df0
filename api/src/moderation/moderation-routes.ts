import { Router } from 'express';
import { z } from 'zod';
import type { Viewer } from '../access/rules.js';
import { staffIds } from '../access/staff.js';
import { requireViewer } from '../access/viewer.js';
import { runAction } from '../action/run-action.js';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
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
import { moderatedPlace, setModeration } from './moderation-repository.js';
import { mayModerate } from './moderation-rules.js';
import { notifyModeration } from './notify-moderation.js';

/**
 * The place JSON an admin sees (GET /places/{id}), read by the place code: given by the app, as
 * the place code stands above moderation (its saves ask moderation-rules what a save changes).
 */
export type PlaceAnswer = (viewer: Viewer, placeId: string) => Promise<unknown>;

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
export function moderationRoutes(
  db: Database,
  storage: ImageStorage,
  placeFor: PlaceAnswer,
): Router {
  const router = Router();

  router.post('/places/:placeId/moderation-status/:status', formBody, async (req, res) => {
    const viewer = requireViewer(req);
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
    const place = await moderatedPlace(db, req.params.placeId);
    await runAction(db, async ({ tx }) => {
      const current = await moderatedPlace(tx, place.id, true);
      if (status === 'published' && current.moderation_status === 'published') {
        throw new ApiError(ErrorStatus.LogicalError, {
          httpCode: 422,
          message: messages.placeAlreadyPublished,
        });
      }
      await setModeration(
        tx,
        place.id,
        status === 'unpublished' && reason ? { outcome: status, reason } : { outcome: 'published' },
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
