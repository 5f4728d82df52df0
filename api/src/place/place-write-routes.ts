import { Router, type Request } from 'express';
import {
  creatorBecomesOwner,
  mayEditOutlet,
  mayPickOrganisation,
  type OutletFacts,
  type Viewer,
} from '../access/rules.js';
import { setRole } from '../access/staff.js';
import { moderationAfterSave, moderationOfNewPlace } from '../moderation/moderation-rules.js';
import { outletFacts, requireViewer } from '../access/viewer.js';
import { runAction } from '../action/run-action.js';
import { findCity } from '../city/city-repository.js';
import type { Database, Queryable } from '../db/database.js';
import { ApiError, found } from '../http/api-error.js';
import { sendData } from '../http/envelope.js';
import { parseQuery } from '../http/query.js';
import type { ImageStorage } from '../image/storage.js';
import { ErrorStatus, errorMessages, fieldMessages } from '../messages.js';
import { findPlace } from './place-repository.js';
import { applySaveRules, imageIdsOf, placeBody, type PlaceBody } from './place-save.js';
import type { PlaceFull, PlaceStatus } from './place-types.js';
import { insertPlace, newId, placeState, savePlace, type PlaceState } from './place-writes.js';

async function placeFacts(db: Queryable, viewer: Viewer, placeId: string): Promise<OutletFacts> {
  const facts = await outletFacts(db, viewer, [{ placeId, organisationId: null }]);
  return facts.get(placeId) ?? { role: null, hasOwner: false };
}

function forbidden(): ApiError {
  return new ApiError(ErrorStatus.Forbidden);
}

/**
 * Running places (SPEC sections 4 to 7): POST /places, PATCH and DELETE /places/{id},
 * POST /places/{id}/recover (moderation: moderation/moderation-routes.ts). Who may do what is
 * access/rules.ts; every write is one action with its notifications.
 */
export function placeWriteRoutes(db: Database, storage: ImageStorage): Router {
  const router = Router();

  /** The place as its writer now sees it (they may see it unlisted). */
  async function placeFor(viewer: Viewer, id: string): Promise<PlaceFull> {
    return found(await findPlace(db, storage, id, { viewerId: viewer.id }));
  }

  /**
   * Checks what a body refers to (city, category, dress code, chain, images, slug) and applies the
   * save rules; throws the field errors, 403 for a chain the caller may not pick, 422 for a taken
   * slug.
   */
  async function prepareSave(
    viewer: Viewer,
    body: PlaceBody,
    place: PlaceState | null,
  ): Promise<{ save: ReturnType<typeof applySaveRules>['save']; cityName: string | null }> {
    const problems: Record<string, string> = {};
    let cityName: string | null = null;
    if (body.cityId !== undefined && body.cityId !== place?.city_id) {
      const city = await findCity(db, body.cityId);
      if (!city) problems.cityId = fieldMessages.invalid;
      else cityName = city.name;
    }
    const exists = async (table: 'categories' | 'dresscodes', id: string | null | undefined) =>
      !id || (await db.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id])).rows.length > 0;
    if (!(await exists('categories', body.categoryId))) problems.categoryId = fieldMessages.invalid;
    if (!(await exists('categories', body.subCategoryId))) {
      problems.subCategoryId = fieldMessages.invalid;
    }
    if (!(await exists('dresscodes', body.dresscodeId))) {
      problems.dresscodeId = fieldMessages.invalid;
    }
    const ids = imageIdsOf(body);
    // Usable: not deleted, and the caller's own upload or already on this place (admins and
    // content managers, who fill places from any source, may use any image).
    const { rows: usableRows } = await db.query<{ id: string }>(
      `SELECT i.id FROM image_sets i
       WHERE i.id = ANY($1::text[]) AND NOT i.is_deleted AND (
         $3 OR i.uploaded_by = $2
         OR EXISTS (SELECT 1 FROM gallery_photos gp JOIN galleries g ON g.id = gp.gallery_id
                    WHERE gp.image_set_id = i.id AND g.place_id = $4)
         OR EXISTS (SELECT 1 FROM places p WHERE p.id = $4
                      AND i.id IN (p.avatar_id, p.logo_id, p.background_id)))`,
      [ids, viewer.id, viewer.isAdmin || viewer.isContentManager, place?.id ?? ''],
    );
    const { save, problems: ruleProblems } = applySaveRules(
      body,
      new Set(usableRows.map((row) => row.id)),
      place === null,
    );
    Object.assign(problems, ruleProblems);
    if (Object.keys(problems).length > 0) throw ApiError.fieldInvalid(problems);

    if (body.organisationId && body.organisationId !== place?.organisation_id) {
      const { rows } = await db.query(
        'SELECT 1 FROM organisations WHERE id = $1 AND NOT is_deleted',
        [body.organisationId],
      );
      if (rows.length === 0) throw ApiError.fieldInvalid({ organisationId: fieldMessages.invalid });
      const facts = await outletFacts(db, viewer, [
        { placeId: null, organisationId: body.organisationId },
      ]);
      const organisation = facts.get(body.organisationId) ?? { role: null, hasOwner: false };
      if (!mayPickOrganisation(viewer, organisation)) throw forbidden();
    }
    if (body.latinName !== undefined) {
      const { rows } = await db.query(
        'SELECT 1 FROM places WHERE (latin_name = $1 OR id = $1) AND id <> $2',
        [body.latinName, place?.id ?? ''],
      );
      if (rows.length > 0) {
        throw new ApiError(ErrorStatus.SlugAlreadyExist, {
          data: { errors: { latinName: errorMessages.SlugAlreadyExist } },
        });
      }
    }
    return { save, cityName };
  }

  router.post('/places', async (req, res) => {
    const viewer = requireViewer(req);
    const body = parseQuery(placeBody, req.body);
    const missing: Record<string, string> = {};
    if (!body.name) missing.name = fieldMessages.required;
    if (!body.cityId) missing.cityId = fieldMessages.required;
    if (Object.keys(missing).length > 0) throw ApiError.fieldInvalid(missing);
    const { save, cityName } = await prepareSave(viewer, body, null);
    const city = await findCity(db, body.cityId ?? '');
    if (!city) throw ApiError.fieldInvalid({ cityId: fieldMessages.invalid });
    // The id comes out of the action, so a repeat with the same Idempotency-Key answers the
    // place the first attempt made.
    const id = await runAction(db, async ({ tx }) => {
      const id = newId();
      await insertPlace(tx, {
        id,
        name: body.name ?? '',
        cityId: city.id,
        // Until a location is picked on the map, the place stands at its city's centre.
        lat: body.location?.lat ?? city.lat,
        lon: body.location?.lon ?? city.lon,
        addressCity: cityName ?? city.name,
        moderationStatus: moderationOfNewPlace(viewer),
      });
      const { cityId: _city, name: _name, ...rest } = body;
      await savePlace(tx, id, rest, save);
      if (creatorBecomesOwner(viewer)) await setRole(tx, 'place', id, viewer.id, 'owner');
      return id;
    });
    sendData(res, { place: await placeFor(viewer, id) }, 201);
  });

  router.patch('/places/:placeId', async (req, res) => {
    const viewer = requireViewer(req);
    const place = await placeState(db, req.params.placeId);
    if (!mayEditOutlet(viewer, await placeFacts(db, viewer, place.id))) throw forbidden();
    const body = parseQuery(placeBody, req.body);
    const { save, cityName } = await prepareSave(viewer, body, place);
    await runAction(db, async ({ tx }) => {
      const current = await placeState(tx, place.id, true);
      const moderation = moderationAfterSave(viewer, current.moderation_status);
      const extra: Record<string, unknown> = {};
      if (cityName !== null) extra.address_city = cityName;
      if (moderation !== current.moderation_status) {
        // Sent again: the reason belongs to the refusal that is now answered.
        extra.moderation_status = moderation;
        extra.moderation_unpublished_reason = null;
      }
      await savePlace(tx, place.id, body, save, extra);
    });
    sendData(res, { place: await placeFor(viewer, place.id) });
  });

  async function setStatus(
    req: Request<{ placeId: string }>,
    status: PlaceStatus,
    only?: PlaceStatus,
  ) {
    const viewer = requireViewer(req);
    const place = await placeState(db, req.params.placeId);
    if (!mayEditOutlet(viewer, await placeFacts(db, viewer, place.id))) throw forbidden();
    await runAction(db, async ({ tx }) => {
      await tx.query(
        `UPDATE places SET status = $2, updated_at = now()
         WHERE id = $1 AND status <> $2 ${only ? 'AND status = $3' : ''}`,
        only ? [place.id, status, only] : [place.id, status],
      );
    });
    return placeFor(viewer, place.id);
  }

  router.delete('/places/:placeId', async (req, res) => {
    sendData(res, { place: await setStatus(req, 'deleted') });
  });

  // Recovering a place that is not deleted changes nothing (a repeated click is harmless).
  router.post('/places/:placeId/recover', async (req, res) => {
    sendData(res, { place: await setStatus(req, 'opened', 'deleted') });
  });

  return router;
}
