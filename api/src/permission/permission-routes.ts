import { Router, type Request } from 'express';
import { z } from 'zod';
import { mayChangePermission, roleAfterRequest, type Viewer } from '../access/rules.js';
import { roleForUpdate, setRole, type OutletKind } from '../access/staff.js';
import { outletFacts, requireViewer } from '../access/viewer.js';
import { runAction } from '../action/run-action.js';
import type { Database, Queryable } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { sendData } from '../http/envelope.js';
import { fieldsOf, formBody, optionalIdField } from '../http/form-fields.js';
import { parseQuery } from '../http/query.js';
import type { ImageStorage } from '../image/storage.js';
import { ErrorStatus, fieldMessages, placeWriteMessages } from '../messages.js';
import { notifyPermission } from '../notification/notify-roles.js';
import { findOrganisation } from '../organisation/organisation-repository.js';
import { findPlace } from '../place/place-repository.js';
import { usersByIds } from '../refs/refs.js';

const permissionFields = z.object({
  placeId: optionalIdField(),
  organisationId: optionalIdField(),
  userId: optionalIdField(),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.email(fieldMessages.email).optional()),
});

type PermissionFields = z.output<typeof permissionFields>;

interface Outlet {
  kind: OutletKind;
  id: string;
}

/** The place or chain named (exactly one), 404 when it does not exist or is deleted. */
async function outletOf(db: Queryable, fields: PermissionFields): Promise<Outlet> {
  const { placeId, organisationId } = fields;
  if ((placeId === undefined) === (organisationId === undefined)) {
    throw ApiError.fieldInvalid({ placeId: placeWriteMessages.placeOrOrganisation });
  }
  const outlet: Outlet = placeId
    ? { kind: 'place', id: placeId }
    : { kind: 'organisation', id: organisationId ?? '' };
  const sql =
    outlet.kind === 'place'
      ? `SELECT 1 FROM places WHERE id = $1 AND status <> 'deleted'`
      : 'SELECT 1 FROM organisations WHERE id = $1 AND NOT is_deleted';
  if ((await db.query(sql, [outlet.id])).rows.length === 0) throw ApiError.notFound();
  return outlet;
}

/** The person a grant or revoke names, by id or e-mail: 422 UserNotExist when there is none. */
async function personOf(db: Queryable, fields: PermissionFields): Promise<string> {
  if (!fields.userId && !fields.email) {
    throw ApiError.fieldInvalid({ userId: placeWriteMessages.userOrEmail });
  }
  const { rows } = fields.userId
    ? await db.query<{ id: string }>('SELECT id FROM users WHERE id = $1 AND NOT is_deleted', [
        fields.userId,
      ])
    : await db.query<{ id: string }>(
        'SELECT id FROM users WHERE lower(email) = $1 AND NOT is_deleted',
        [fields.email],
      );
  const id = rows[0]?.id;
  if (!id) throw new ApiError(ErrorStatus.UserNotExist);
  return id;
}

/**
 * Permissions on places and chains (SPEC sections 4, 6 and 7): POST /permissions/{owner|manager}
 * grants a role by user id or e-mail, POST /permissions/requester asks for one, DELETE
 * /permissions takes one away. A person holds one role per place or chain, so a grant replaces
 * the old one (the swapping of SPEC section 4). The person granted, and a requester rejected, are
 * notified. Answers `data.user` (the person), with the place or chain as it is now.
 */
export function permissionRoutes(db: Database, storage: ImageStorage): Router {
  const router = Router();

  async function answer(viewer: Viewer, outlet: Outlet, userId: string) {
    const [users, place, organisation] = await Promise.all([
      usersByIds(db, storage, [userId], viewer.id),
      outlet.kind === 'place' ? findPlace(db, storage, outlet.id, { viewerId: viewer.id }) : null,
      outlet.kind === 'organisation' ? findOrganisation(db, storage, outlet.id, viewer.id) : null,
    ]);
    const user = users.get(userId);
    if (!user) throw ApiError.notFound();
    return { user, place, organisation };
  }

  async function factsOf(viewer: Viewer, outlet: Outlet) {
    const ref =
      outlet.kind === 'place'
        ? { placeId: outlet.id, organisationId: null }
        : { placeId: null, organisationId: outlet.id };
    return (await outletFacts(db, viewer, [ref])).get(outlet.id) ?? { role: null, hasOwner: false };
  }

  router.post('/permissions/requester', formBody, async (req, res) => {
    const viewer = requireViewer(req);
    const fields = parseQuery(permissionFields, fieldsOf(req));
    const outlet = await outletOf(db, fields);
    await runAction(db, async ({ tx }) => {
      const current = await roleForUpdate(tx, outlet.kind, outlet.id, viewer.id);
      const role = roleAfterRequest(current);
      if (role !== current) await setRole(tx, outlet.kind, outlet.id, viewer.id, role);
    });
    sendData(res, await answer(viewer, outlet, viewer.id));
  });

  async function grant(req: Request, value: 'owner' | 'manager') {
    const viewer = requireViewer(req);
    const fields = parseQuery(permissionFields, fieldsOf(req));
    const outlet = await outletOf(db, fields);
    const facts = await factsOf(viewer, outlet);
    // Whether the caller may grant at all is answered before saying whether the person exists.
    if (!mayChangePermission(viewer, facts, value === 'owner')) {
      throw new ApiError(ErrorStatus.Forbidden);
    }
    const userId = await personOf(db, fields);
    await runAction(db, async ({ tx }) => {
      const current = await roleForUpdate(tx, outlet.kind, outlet.id, userId);
      if (current === value) return;
      if (!mayChangePermission(viewer, facts, value === 'owner' || current === 'owner')) {
        throw new ApiError(ErrorStatus.Forbidden);
      }
      await setRole(tx, outlet.kind, outlet.id, userId, value);
      await notifyPermission(tx, storage, {
        actorUserId: viewer.id,
        userId,
        outlet: { type: outlet.kind, id: outlet.id },
        outcome: value,
      });
    });
    return answer(viewer, outlet, userId);
  }

  router.post('/permissions/owner', formBody, async (req, res) => {
    sendData(res, await grant(req, 'owner'));
  });

  router.post('/permissions/manager', formBody, async (req, res) => {
    sendData(res, await grant(req, 'manager'));
  });

  router.delete('/permissions', formBody, async (req, res) => {
    const viewer = requireViewer(req);
    const fields = parseQuery(permissionFields, fieldsOf(req));
    const outlet = await outletOf(db, fields);
    const facts = await factsOf(viewer, outlet);
    const userId = await personOf(db, fields);
    const self = userId === viewer.id;
    // Anyone may leave a place or withdraw their own application; others need the right.
    if (!self && !mayChangePermission(viewer, facts, false)) {
      throw new ApiError(ErrorStatus.Forbidden);
    }
    await runAction(db, async ({ tx }) => {
      const current = await roleForUpdate(tx, outlet.kind, outlet.id, userId);
      if (current === null) return;
      if (!self && !mayChangePermission(viewer, facts, current === 'owner')) {
        throw new ApiError(ErrorStatus.Forbidden);
      }
      await setRole(tx, outlet.kind, outlet.id, userId, null);
      if (current === 'requester' && !self) {
        await notifyPermission(tx, storage, {
          actorUserId: viewer.id,
          userId,
          outlet: { type: outlet.kind, id: outlet.id },
          outcome: 'rejected',
        });
      }
    });
    sendData(res, await answer(viewer, outlet, userId));
  });

  return router;
}
