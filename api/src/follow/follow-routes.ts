import { Router, type Request } from 'express';
import { z } from 'zod';
import { requireViewer, viewerOf } from '../access/viewer.js';
import type { Database, Queryable } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { sendData } from '../http/envelope.js';
import { pagingFields } from '../http/paging.js';
import { parseQuery, queryEnum } from '../http/query.js';
import type { ImageStorage } from '../image/storage.js';
import { ErrorStatus, socialLimits, socialMessages } from '../messages.js';
import { fieldsOf, formBody, optionalIdField } from '../post/input.js';
import { follow, followPage, unfollow, type FollowTarget } from './follow-repository.js';
import { placesByIds, usersByIds } from './refs.js';

const targetFields = z.object({ userId: optionalIdField(), placeId: optionalIdField() });

const listQuery = z.object({
  userId: optionalIdField(),
  placeId: optionalIdField(),
  type: queryEnum(['follower', 'following-user', 'following-place']).default('follower'),
  ...pagingFields({ defaultLimit: socialLimits.followersPageSize }),
});

function targetOf(fields: { userId?: string; placeId?: string }): FollowTarget {
  if (fields.userId && !fields.placeId) return { userId: fields.userId };
  if (fields.placeId && !fields.userId) return { placeId: fields.placeId };
  throw ApiError.fieldInvalid({ userId: socialMessages.userOrPlace });
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

  /** The answer of a follow or unfollow: the target with its new count and isFollowed. */
  async function targetJson(target: FollowTarget, viewerId: string) {
    if ('userId' in target) {
      const users = await usersByIds(db, storage, [target.userId, viewerId], viewerId);
      return { user: users.get(target.userId), follower: users.get(viewerId) };
    }
    const [places, users] = await Promise.all([
      placesByIds(db, storage, [target.placeId], viewerId),
      usersByIds(db, storage, [viewerId], viewerId),
    ]);
    return { place: places.get(target.placeId), follower: users.get(viewerId) };
  }

  async function change(req: Request, on: boolean) {
    const viewer = await requireViewer(db, req);
    const target = targetOf(parseQuery(targetFields, fieldsOf(req)));
    if ('userId' in target && target.userId === viewer.id) {
      throw new ApiError(ErrorStatus.FieldInvalid, {
        message: socialMessages.cannotFollowSelf,
        data: { errors: { userId: socialMessages.cannotFollowSelf } },
      });
    }
    await requireTarget(db, target);
    const changed = await db.transaction((tx) =>
      on ? follow(tx, viewer.id, target) : unfollow(tx, viewer.id, target),
    );
    return { isFollowed: on, changed, ...(await targetJson(target, viewer.id)) };
  }

  router.post('/followers', formBody, async (req, res) => {
    sendData(res, await change(req, true));
  });

  router.delete('/followers', formBody, async (req, res) => {
    sendData(res, await change(req, false));
  });

  router.get('/followers', async (req, res) => {
    const query = parseQuery(listQuery, req.query);
    const viewer = await viewerOf(db, req);
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
      throw ApiError.fieldInvalid({ userId: socialMessages.userOrPlace });
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
