import { Router } from 'express';
import { z } from 'zod';
import { requireViewer } from '../access/viewer.js';
import { cityFilterId } from '../city/city-filter.js';
import { hexId } from '../http/hex-id.js';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { sendData } from '../http/envelope.js';
import { pagingFields } from '../http/paging.js';
import { parseQuery, queryList, queryString } from '../http/query.js';
import type { ImageStorage } from '../image/storage.js';
import { fieldMessages, placeLimits, placeMessages } from '../messages.js';
import { withNameSearch } from '../place/name-search.js';
import {
  findOrganisation,
  findOrganisationsByIds,
  listOrganisations,
} from './organisation-repository.js';

export const organisationListDefaultLimit = 20;

function booleanQuery() {
  return queryString()
    .trim()
    .refine((value) => value === 'true' || value === 'false', placeMessages.boolean)
    .transform((value) => value === 'true');
}

const listQuery = z.object({
  cityId: queryString().trim().min(1, fieldMessages.required).max(200).optional(),
  ...pagingFields({ defaultLimit: organisationListDefaultLimit }),
  hasOwner: booleanQuery().optional(),
  query: queryString()
    .trim()
    .max(placeLimits.queryMaxLength, fieldMessages.tooLong(placeLimits.queryMaxLength))
    .optional(),
  // Chains the caller staffs (SPEC section 7, isStaffed), with or without places.
  isStaffed: booleanQuery().optional(),
  // Chains the caller may pick for a place (SPEC section 6): every chain for admins and content
  // managers, those they staff for others.
  isPickable: booleanQuery().optional(),
  // A batch read by id (the gateway's loader): then the other filters do not apply.
  ids: queryList(placeLimits.maxIds)
    .pipe(z.array(z.string().regex(hexId, fieldMessages.id)))
    .optional(),
});

export function organisationRoutes(db: Database, storage: ImageStorage): Router {
  const router = Router();

  router.get('/organisations', async (req, res) => {
    const query = parseQuery(listQuery, req.query);
    if (query.ids) {
      const organisations = await findOrganisationsByIds(
        db,
        storage,
        query.ids,
        req.auth?.userId ?? null,
      );
      sendData(res, { organisations });
      return;
    }
    const cityId = await cityFilterId(db, query.cityId);
    let staffUserId: string | undefined;
    let everyChain = false;
    if (query.isStaffed || query.isPickable) {
      const viewer = requireViewer(req);
      everyChain = query.isPickable === true && (viewer.isAdmin || viewer.isContentManager);
      if (!everyChain) staffUserId = viewer.id;
    }
    const search = query.query || undefined;
    const organisations = await withNameSearch(db, search !== undefined, (reader) =>
      listOrganisations(
        reader,
        storage,
        {
          cityId,
          hasOwner: query.hasOwner,
          query: search,
          staffUserId,
          everyChain,
          offset: query.offset,
          limit: query.limit,
        },
        req.auth?.userId ?? null,
      ),
    );
    sendData(res, { organisations });
  });

  router.get('/organisations/:organisationId', async (req, res) => {
    const id = req.params.organisationId;
    const organisation = hexId.test(id)
      ? await findOrganisation(db, storage, id, req.auth?.userId ?? null)
      : null;
    if (!organisation) throw ApiError.notFound();
    sendData(res, { organisation });
  });

  return router;
}
