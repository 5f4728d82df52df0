import { Router } from 'express';
import { z } from 'zod';
import { findCity } from '../city/city-repository.js';
import type { Queryable } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { sendData } from '../http/envelope.js';
import { pagingFields } from '../http/paging.js';
import { parseQuery, queryEnum, queryList, queryString } from '../http/query.js';
import type { ImageStorage } from '../image/storage.js';
import { fieldMessages } from '../messages.js';
import { findPlace, listPlaces } from './place-repository.js';

export const placeListDefaultLimit = 20;
const maxFilterValues = 50;

const listQuery = z.object({
  city: queryString().trim().min(1, fieldMessages.required).max(200, fieldMessages.tooLong(200)),
  ...pagingFields({ defaultLimit: placeListDefaultLimit }),
  categories: queryList(maxFilterValues).optional(),
  cuisines: queryList(maxFilterValues).optional(),
  response_type: queryEnum(['short', 'full']).default('short'),
});

export function placeRoutes(db: Queryable, storage: ImageStorage): Router {
  const router = Router();

  router.get('/places', async (req, res) => {
    const query = parseQuery(listQuery, req.query);
    const city = await findCity(db, query.city);
    if (!city) throw ApiError.notFound();
    const places = await listPlaces(
      db,
      storage,
      {
        cityId: city.id,
        categories: query.categories,
        cuisines: query.cuisines,
        offset: query.offset,
        limit: query.limit,
      },
      query.response_type,
    );
    sendData(res, { places });
  });

  router.get('/places/:placeId', async (req, res) => {
    const place = await findPlace(db, storage, req.params.placeId);
    if (!place) throw ApiError.notFound();
    sendData(res, { place });
  });

  return router;
}
