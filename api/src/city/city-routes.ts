import { Router } from 'express';
import { z } from 'zod';
import type { Queryable } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { sendData } from '../http/envelope.js';
import { parseQuery, queryInteger, queryList, queryNumber, queryString } from '../http/query.js';
import { fieldMessages } from '../messages.js';
import { findCitiesByIds, findCity, findClosestCity, searchCities } from './city-repository.js';
import { hexId } from '../http/hex-id.js';

/** SPEC section 9: city search limit 10 (50 in the profile select). */
export const citySearchDefaultLimit = 10;
const maxBatch = 100;

const listQuery = z.object({
  query: queryString().max(200, fieldMessages.tooLong(200)).optional(),
  limit: queryInteger(1, 100).default(citySearchDefaultLimit),
  id: queryString().regex(hexId, fieldMessages.id).optional(),
  ids: queryList(maxBatch)
    .pipe(z.array(z.string().regex(hexId, fieldMessages.id)))
    .optional(),
});

const closestQuery = z.object({
  lat: queryNumber(-90, 90),
  lon: queryNumber(-180, 180),
});

export function cityRoutes(db: Queryable): Router {
  const router = Router();

  router.get('/cities', async (req, res) => {
    const query = parseQuery(listQuery, req.query);
    const ids = query.id !== undefined ? [query.id] : query.ids;
    const cities = ids
      ? await findCitiesByIds(db, ids)
      : await searchCities(db, query.query, query.limit);
    sendData(res, { cities });
  });

  // Before '/cities/:idOrLatinName', which would otherwise take 'closest' as a name.
  router.get('/cities/closest', async (req, res) => {
    const { lat, lon } = parseQuery(closestQuery, req.query);
    const city = await findClosestCity(db, lat, lon);
    if (!city) throw ApiError.notFound();
    sendData(res, { city });
  });

  router.get('/cities/:idOrLatinName', async (req, res) => {
    const city = await findCity(db, req.params.idOrLatinName);
    if (!city) throw ApiError.notFound();
    sendData(res, { city });
  });

  return router;
}
