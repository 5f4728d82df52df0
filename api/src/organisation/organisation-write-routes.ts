import { Router } from 'express';
import { z } from 'zod';
import { creatorBecomesOwner, mayEditOutlet, type Viewer } from '../access/rules.js';
import { setRole } from '../access/staff.js';
import { outletFacts, requireViewer } from '../access/viewer.js';
import { runAction } from '../action/run-action.js';
import { findCity } from '../city/city-repository.js';
import type { Database, Queryable } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { nameRule } from '../http/form-fields.js';
import { sendData } from '../http/envelope.js';
import { hexId } from '../http/hex-id.js';
import { parseQuery } from '../http/query.js';
import type { ImageStorage } from '../image/storage.js';
import { ErrorStatus, fieldMessages, placeWriteLimits, placeWriteMessages } from '../messages.js';
import { newId } from '../place/place-writes.js';
import { findOrganisation } from './organisation-repository.js';
import type { Organisation } from './organisation-types.js';

const organisationBody = z
  .object({
    name: nameRule(
      z
        .string()
        .trim()
        .min(1, fieldMessages.required)
        .max(placeWriteLimits.nameMaxLength, fieldMessages.tooLong(placeWriteLimits.nameMaxLength)),
    ),
    categoryId: z.string().regex(hexId, fieldMessages.id).nullable(),
    cityId: z.string().regex(hexId, fieldMessages.id).nullable(),
    avatarId: z.string().regex(hexId, fieldMessages.id).nullable(),
  })
  .partial();

type OrganisationBody = z.output<typeof organisationBody>;

const columnOf = {
  name: 'name',
  categoryId: 'category_id',
  cityId: 'city_id',
  avatarId: 'avatar_id',
} as const;

/**
 * Running chains (SPEC sections 6 and 7): POST /organisations, PATCH and DELETE
 * /organisations/{id}. Anyone signed in adds a chain (and owns it, unless a content manager);
 * those with access to it edit and delete it.
 */
export function organisationWriteRoutes(db: Database, storage: ImageStorage): Router {
  const router = Router();

  async function checked(
    viewer: Viewer,
    body: OrganisationBody,
    organisationId: string | null,
  ): Promise<void> {
    const problems: Record<string, string> = {};
    if (body.cityId && !(await findCity(db, body.cityId))) problems.cityId = fieldMessages.invalid;
    const exists = async (sql: string, id: string | null | undefined) =>
      !id || (await db.query(sql, [id])).rows.length > 0;
    if (!(await exists('SELECT 1 FROM categories WHERE id = $1', body.categoryId))) {
      problems.categoryId = fieldMessages.invalid;
    }
    // The caller's own upload, the chain's current avatar, or any for admins and content managers.
    if (body.avatarId) {
      const { rows } = await db.query(
        `SELECT 1 FROM image_sets i WHERE i.id = $1 AND NOT i.is_deleted
           AND ($3 OR i.uploaded_by = $2
                OR EXISTS (SELECT 1 FROM organisations o WHERE o.id = $4 AND o.avatar_id = i.id))`,
        [body.avatarId, viewer.id, viewer.isAdmin || viewer.isContentManager, organisationId ?? ''],
      );
      if (rows.length === 0) problems.avatarId = placeWriteMessages.imageUnusable;
    }
    if (Object.keys(problems).length > 0) throw ApiError.fieldInvalid(problems);
  }

  async function write(tx: Queryable, id: string, body: OrganisationBody): Promise<void> {
    const sets: string[] = [];
    const params: unknown[] = [id];
    for (const [field, column] of Object.entries(columnOf)) {
      const value = body[field as keyof typeof columnOf];
      if (value === undefined) continue;
      params.push(value);
      sets.push(`${column} = $${params.length}`);
    }
    if (sets.length > 0) {
      await tx.query(`UPDATE organisations SET ${sets.join(', ')} WHERE id = $1`, params);
    }
  }

  async function organisationFor(viewer: Viewer, id: string): Promise<Organisation> {
    const organisation = await findOrganisation(db, storage, id, viewer.id, { withDeleted: true });
    if (!organisation) throw ApiError.notFound();
    return organisation;
  }

  /** 404 for an unknown or deleted chain, 403 without access to it. */
  async function requireEditable(viewer: Viewer, id: string): Promise<void> {
    if (!hexId.test(id)) throw ApiError.notFound();
    const { rows } = await db.query(
      'SELECT 1 FROM organisations WHERE id = $1 AND NOT is_deleted',
      [id],
    );
    if (rows.length === 0) throw ApiError.notFound();
    const facts = await outletFacts(db, viewer, [{ placeId: null, organisationId: id }]);
    if (!mayEditOutlet(viewer, facts.get(id) ?? { role: null, hasOwner: false })) {
      throw new ApiError(ErrorStatus.Forbidden);
    }
  }

  router.post('/organisations', async (req, res) => {
    const viewer = requireViewer(req);
    const body = parseQuery(organisationBody, req.body);
    if (!body.name) throw ApiError.fieldInvalid({ name: fieldMessages.required });
    await checked(viewer, body, null);
    // The id comes out of the action: a repeated Idempotency-Key answers the same chain.
    const id = await runAction(db, async ({ tx }) => {
      const id = newId();
      await tx.query('INSERT INTO organisations (id, name) VALUES ($1, $2)', [id, body.name]);
      await write(tx, id, body);
      if (creatorBecomesOwner(viewer)) await setRole(tx, 'organisation', id, viewer.id, 'owner');
      return id;
    });
    sendData(res, { organisation: await organisationFor(viewer, id) }, 201);
  });

  router.patch('/organisations/:organisationId', async (req, res) => {
    const viewer = requireViewer(req);
    const id = req.params.organisationId;
    await requireEditable(viewer, id);
    const body = parseQuery(organisationBody, req.body);
    await checked(viewer, body, id);
    await runAction(db, ({ tx }) => write(tx, id, body));
    sendData(res, { organisation: await organisationFor(viewer, id) });
  });

  router.delete('/organisations/:organisationId', async (req, res) => {
    const viewer = requireViewer(req);
    const id = req.params.organisationId;
    await requireEditable(viewer, id);
    // Its places stay; they simply no longer show a chain.
    await runAction(db, async ({ tx }) => {
      await tx.query('UPDATE organisations SET is_deleted = true WHERE id = $1', [id]);
      await tx.query('UPDATE places SET organisation_id = NULL WHERE organisation_id = $1', [id]);
    });
    sendData(res, { organisation: await organisationFor(viewer, id) });
  });

  return router;
}
