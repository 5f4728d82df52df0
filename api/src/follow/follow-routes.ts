import { Router, type Request } from 'express';
import { z } from 'zod';
import { requireViewer, viewerOf } from '../access/viewer.js';
import type { Database, Queryable } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { sendData } from '../http/envelope.js';
import { pagingFields } from '../http/paging.js';
import { parseQuery, queryEnum } from '../http/query.js';
import type { ImageStorage } from '../image/storage.js';
import { ErrorStatus, contentLimits, contentMessages } from '../messages.js';
import { fieldsOf, formBody, optionalIdField } from '../http/form-fields.js';
import { followTarget, unfollowTarget } from './follow-actions.js';
import { followPage, type FollowTarget } from './follow-repository.js';
import { placesByIds, usersByIds } from '../refs/refs.js';

const targetFields = z.object({ userId: optionalIdField(), placeId: optionalIdField() });

const listQuery = z.object({
  userId: optionalIdField(),
  placeId: optionalIdField(),
  type: queryEnum(['follower', 'following-user', 'following-place']).default('follower'),
  ...pagingFields({ defaultLimit: contentLimits.followersPageSize }),
});

function targetOf(fields: { userId?: string; placeId?: string }): FollowTarget {
  if (fields.userId && !fields.placeId) return { userId: fields.userId };
  if (fields.placeId && !fields.userId) return { placeId: fields.placeId };
  throw ApiError.fieldInvalid({ userId: contentMessages.userOrPlace });
}

/** 404 unless the person or place exists and is not deleted. */
async function requireTarget(db: Queryable, target: FollowTarget): Promise<void> {
  const { rows } =
    'userId' in target
      ? await db.query('SELECT 1 FROM users WHERE id = $1 AND NOT is_deleted', [target.userId])
      : await db.query(`SELECT 1 FROM places WHERE id = $1 AND status <> 'deleted'`, [
          target.placeId,
        ]);
  if (rows.length === 0) throw ApiError.notFound();
}

/**
 * `/followers` (SPEC section 7): follow and unfollow people and places; followers, followed people
 * and followed places in pages. A person cannot follow themselves.
 */
export function followRoutes(db: Database, storage: ImageStorage): Router {
  const router = Router();

  async function write(req: Request, mode: 'follow' | 'unfollow') {
    const viewer = requireViewer(req);
    const target = targetOf(parseQuery(targetFields, fieldsOf(req)));
    if ('userId' in target && target.userId === viewer.id) {
      throw new ApiError(ErrorStatus.FieldInvalid, {
        message: contentMessages.cannotFollowSelf,
        data: { errors: { userId: contentMessages.cannotFollowSelf } },
      });
    }
    await requireTarget(db, target);
    const follow =
      mode === 'follow'
        ? await followTarget(db, viewer.id, target, storage)
        : await unfollowTarget(db, viewer.id, target, storage);
    return { follow };
  }

  router.post('/followers', formBody, async (req, res) => {
    sendData(res, await write(req, 'follow'));
  });

  router.delete('/followers', formBody, async (req, res) => {
    sendData(res, await write(req, 'unfollow'));
  });

  router.get('/followers', async (req, res) => {
    const query = parseQuery(listQuery, req.query);
    const viewer = viewerOf(req);
    const page = { offset: query.offset, limit: query.limit };
    if (query.type === 'follower') {
      const target = targetOf(query);
      await requireTarget(db, target);
      const ids = await followPage(db, { type: 'follower', of: target }, page);
      const users = await usersByIds(db, storage, ids, viewer?.id ?? null);
      sendData(res, { users: ids.flatMap((id) => users.get(id) ?? []) });
      return;
    }
    if (!query.userId || query.placeId) {
      throw ApiError.fieldInvalid({ userId: contentMessages.userOrPlace });
    }
    await requireTarget(db, { userId: query.userId });
    const ids = await followPage(db, { type: query.type, userId: query.userId }, page);
    if (query.type === 'following-user') {
      const users = await usersByIds(db, storage, ids, viewer?.id ?? null);
      sendData(res, { users: ids.flatMap((id) => users.get(id) ?? []) });
      return;
    }
    const places = await placesByIds(db, storage, ids, viewer?.id ?? null);
    sendData(res, { places: ids.flatMap((id) => places.get(id) ?? []) });
  });

  return router;
}
