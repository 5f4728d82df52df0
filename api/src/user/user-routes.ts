import express, { Router, type Request } from 'express';
import { z } from 'zod';
import { requireAuth } from '../auth/authenticate.js';
import { hexId } from '../http/hex-id.js';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { sendData } from '../http/envelope.js';
import { isWebLink, nameRule } from '../http/form-fields.js';
import { pagingFields } from '../http/paging.js';
import { parseQuery, queryEnum, queryString } from '../http/query.js';
import { checkAttachableImages } from '../image/attached-images.js';
import type { ImageStorage } from '../image/storage.js';
import { followedUserIds, someFollowersOf } from '../refs/refs.js';
import { accountLimits, ErrorStatus, fieldMessages, contentLimits } from '../messages.js';
import { cityExists, findUserById, listUsers } from './user-repository.js';
import { toUser, type UserRecord } from '../refs/user-json.js';
import { deleteUser, updateUser } from './user-actions.js';

export const userListDefaultLimit = 20;

const formBody = express.urlencoded({ extended: false, limit: '16kb' });

const listQuery = z.object({
  query: queryString().max(200, fieldMessages.tooLong(200)).optional(),
  order: queryEnum(['popular', 'active']).optional(),
  /** The older spelling of `order` (SPEC section 7 lists `order_by` for places). */
  order_by: queryEnum(['popular', 'active']).optional(),
  ...pagingFields({ defaultLimit: userListDefaultLimit }),
});

/** Empty text clears a field (null); absent leaves it as it is. */
function optionalText(max: number) {
  return z
    .union([queryString(), z.null()])
    .transform((value) => (value === null ? null : value.trim() || null))
    .pipe(z.string().max(max, fieldMessages.tooLong(max)).nullable())
    .optional();
}

function optionalId() {
  return z
    .union([queryString(), z.null()])
    .transform((value) => (value === null || value.trim() === '' ? null : value.trim()))
    .pipe(z.string().regex(hexId, fieldMessages.id).nullable())
    .optional();
}

const patchBody = z.object({
  firstName: nameRule(optionalText(accountLimits.nameMaxLength)),
  secondName: nameRule(optionalText(accountLimits.nameMaxLength)),
  about: optionalText(accountLimits.multilineMaxLength),
  link: optionalText(2000).refine(
    (value) => value === undefined || value === null || isWebLink(value),
    fieldMessages.link,
  ),
  cityId: optionalId(),
  avatarId: optionalId(),
});

/** Contacts are shown to the person themself and to admins only. */
async function viewerIsAdmin(db: Database, req: Request): Promise<boolean> {
  if (!req.auth) return false;
  const viewer = await findUserById(db, req.auth.userId);
  return viewer?.is_admin ?? false;
}

export function userRoutes(db: Database, storage: ImageStorage): Router {
  const router = Router();

  /** One person in full: with the caller's isFollowed and the newest few followers. */
  const userJson = async (req: Request, row: UserRecord) => {
    const viewerId = req.auth?.userId ?? null;
    const [showAll, followed, followers] = await Promise.all([
      viewerIsAdmin(db, req),
      followedUserIds(db, viewerId, [row.id]),
      someFollowersOf(db, storage, 'user', [row.id], contentLimits.someFollowersCount, viewerId),
    ]);
    return {
      ...toUser(row, storage, { showContacts: viewerId === row.id || showAll }),
      isFollowed: followed.has(row.id),
      someFollowers: followers.get(row.id) ?? [],
    };
  };

  /** The target of a change: 404 when unknown, 403 unless it is the caller or they are admin. */
  async function changeableUser(req: Request): Promise<UserRecord> {
    const { userId } = requireAuth(req);
    const id = String(req.params.id);
    const user = hexId.test(id) ? await findUserById(db, id) : null;
    if (!user || user.is_deleted) throw ApiError.notFound();
    if (user.id !== userId && !(await viewerIsAdmin(db, req))) {
      throw new ApiError(ErrorStatus.Forbidden);
    }
    return user;
  }

  router.get('/users', async (req, res) => {
    const query = parseQuery(listQuery, req.query);
    const rows = await listUsers(db, {
      query: query.query,
      orderBy: query.order ?? query.order_by,
      offset: query.offset,
      limit: query.limit,
    });
    const viewerId = req.auth?.userId ?? null;
    const [showAll, followed] = await Promise.all([
      viewerIsAdmin(db, req),
      followedUserIds(
        db,
        viewerId,
        rows.map((row) => row.id),
      ),
    ]);
    const users = rows.map((row) => ({
      ...toUser(row, storage, { showContacts: showAll || viewerId === row.id }),
      isFollowed: followed.has(row.id),
    }));
    sendData(res, { users });
  });

  router.get('/users/:id', async (req, res) => {
    const id = String(req.params.id);
    const user = hexId.test(id) ? await findUserById(db, id) : null;
    if (!user) throw ApiError.notFound();
    sendData(res, { user: await userJson(req, user) });
  });

  router.patch('/users/:id', formBody, async (req, res) => {
    const target = await changeableUser(req);
    const changes = parseQuery(patchBody, req.body ?? {});
    const errors: Record<string, string> = {};
    if (changes.cityId && !(await cityExists(db, changes.cityId))) {
      errors.cityId = fieldMessages.invalid;
    }
    if (Object.keys(errors).length > 0) throw ApiError.fieldInvalid(errors);
    if (changes.avatarId) {
      const viewer = { id: requireAuth(req).userId, isAdmin: await viewerIsAdmin(db, req) };
      const current = target.avatar ? [target.avatar.id] : [];
      await checkAttachableImages(db, viewer, [changes.avatarId], current, 'avatarId');
    }
    await updateUser(db, target.id, changes);
    const updated = await findUserById(db, target.id);
    if (!updated) throw ApiError.notFound();
    sendData(res, { user: await userJson(req, updated) });
  });

  router.delete('/users/:id', async (req, res) => {
    const target = await changeableUser(req);
    await deleteUser(db, target.id);
    const deleted = await findUserById(db, target.id);
    if (!deleted) throw ApiError.notFound();
    sendData(res, { user: await userJson(req, deleted) });
  });

  return router;
}
