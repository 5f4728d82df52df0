import { Router, type Request } from 'express';
import { z } from 'zod';
import { requireAuth } from '../auth/authenticate.js';
import type { Database, Queryable } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { hexId } from '../http/hex-id.js';
import { sendData } from '../http/envelope.js';
import { pagingFields } from '../http/paging.js';
import {
  parseQuery,
  queryEnum,
  queryInteger,
  queryList,
  queryNumber,
  queryString,
} from '../http/query.js';
import type { ImageStorage } from '../image/storage.js';
import { ErrorStatus, fieldMessages, placeLimits, placeMessages } from '../messages.js';
import {
  minuteOfWeek,
  plansWellPrepared,
  weekdayOfDate,
  type GeoPoint,
  type PlaceFilter,
  type PlaceOrder,
} from './place-filter.js';
import { withNameSearch } from './name-search.js';
import { findNearestPlaces, type CityPoint } from './nearest-places.js';
import { findPlace, findPlacesByIds, listPlaces } from './place-repository.js';
import { preparedRead } from '../db/prepared-read.js';
import { featureNames, type FeatureName } from './place-types.js';

export const placeListDefaultLimit = 20;
const maxFilterValues = 50;

function queryBoolean() {
  return queryString()
    .trim()
    .refine((value) => value === 'true' || value === 'false', placeMessages.boolean)
    .transform((value) => value === 'true');
}

const time = queryString()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, placeMessages.time);

const dateTime = queryString()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, placeMessages.dateTime)
  .refine((value) => {
    const date = value.slice(0, 10);
    const parsed = new Date(`${date}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
  }, placeMessages.dateTime);

const position = {
  lat: queryNumber(-90, 90).optional(),
  lon: queryNumber(-180, 180).optional(),
};

const listQuery = z
  .object({
    city: queryString().trim().min(1, fieldMessages.required).max(200, fieldMessages.tooLong(200)),
    ...pagingFields({ defaultLimit: placeListDefaultLimit }),
    categories: queryList(maxFilterValues).optional(),
    cuisines: queryList(maxFilterValues).optional(),
    features: queryList(featureNames.length)
      .pipe(z.array(z.enum(featureNames, { error: () => fieldMessages.oneOf(featureNames) })))
      .optional(),
    average_check: queryList(4)
      .pipe(
        z.array(
          z
            .string()
            .regex(/^[1-4]$/, fieldMessages.oneOf(['1', '2', '3', '4']))
            .transform(Number),
        ),
      )
      .optional(),
    open_at: dateTime.optional(),
    open_weekday: queryInteger(1, 7).optional(),
    open_time: time.optional(),
    open_now: queryBoolean().optional(),
    after_midnight: queryBoolean().optional(),
    ...position,
    nearby: queryBoolean().optional(),
    is_reservations_enabled: queryBoolean().optional(),
    is_following: queryBoolean().optional(),
    is_staffed_or_requested: queryBoolean().optional(),
    organisation_id: queryString().trim().regex(hexId, fieldMessages.id).optional(),
    query: queryString()
      .trim()
      .max(placeLimits.queryMaxLength, fieldMessages.tooLong(placeLimits.queryMaxLength))
      .optional(),
    preferred_city: queryString().trim().max(200, fieldMessages.tooLong(200)).optional(),
    order_by: queryEnum(['rank', 'distance', 'name']).optional(),
    moderation_status: queryEnum(['on-moderation', 'unpublished']).optional(),
    is_deleted: queryBoolean().optional(),
    response_type: queryEnum(['short', 'full']).default('short'),
  })
  .partial({ city: true })
  .superRefine((query, context) => {
    const issue = (field: string, message: string) =>
      context.addIssue({ code: 'custom', path: [field], message });
    if (
      !query.city &&
      !query.organisation_id &&
      !query.query &&
      !query.is_following &&
      !query.is_staffed_or_requested
    ) {
      issue('city', fieldMessages.required);
    }
    if ((query.lat === undefined) !== (query.lon === undefined)) {
      issue(query.lat === undefined ? 'lat' : 'lon', fieldMessages.required);
    }
    const hasPosition = query.lat !== undefined && query.lon !== undefined;
    if (query.nearby && !hasPosition) issue('nearby', placeMessages.needsPosition);
    if (query.order_by === 'distance' && !hasPosition) {
      issue('order_by', placeMessages.needsPosition);
    }
    if (query.open_time !== undefined && query.open_weekday === undefined) {
      issue('open_time', placeMessages.timeNeedsWeekday);
    }
  });

const byIdsQuery = z.object({
  ids: queryList(placeLimits.maxIds, 24).pipe(z.array(z.string().regex(hexId, fieldMessages.id))),
  response_type: queryEnum(['short', 'full']).default('short'),
  ...position,
});

const placeQuery = z.object(position);

/** `points` of GET /places/nearest: `cityId,lat,lon` items separated by `;`, at most maxIds. */
function parsePoints(value: unknown): CityPoint[] {
  const invalid = () => ApiError.fieldInvalid({ points: fieldMessages.invalid });
  if (typeof value !== 'string' || value.trim() === '') throw invalid();
  const items = value.split(';');
  if (items.length > placeLimits.maxIds) throw invalid();
  return items.map((item) => {
    const [cityId = '', lat = '', lon = '', ...rest] = item.split(',').map((part) => part.trim());
    const point = { cityId, lat: Number(lat), lon: Number(lon) };
    const valid =
      rest.length === 0 &&
      hexId.test(cityId) &&
      lat !== '' &&
      lon !== '' &&
      Number.isFinite(point.lat) &&
      Number.isFinite(point.lon) &&
      Math.abs(point.lat) <= 90 &&
      Math.abs(point.lon) <= 180;
    if (!valid) throw invalid();
    return point;
  });
}

function positionOf(query: { lat?: number; lon?: number }): GeoPoint | undefined {
  return query.lat !== undefined && query.lon !== undefined
    ? { lat: query.lat, lon: query.lon }
    : undefined;
}

async function isAdmin(db: Queryable, req: Request): Promise<boolean> {
  if (!req.auth) return false;
  const { rows } = await db.query<{ is_admin: boolean }>(
    'SELECT is_admin FROM users WHERE id = $1 AND NOT is_deleted',
    [req.auth.userId],
  );
  return rows[0]?.is_admin ?? false;
}

export function placeRoutes(db: Database, storage: ImageStorage): Router {
  const router = Router();

  /** A city's id by id or latinName: the one read besides the page, prepared like it. */
  const cityIdOf = async (idOrLatinName: string): Promise<string | undefined> => {
    const column = hexId.test(idOrLatinName) ? 'id' : 'latin_name';
    const { rows } = await preparedRead<{ id: string }>(
      db,
      db,
      `SELECT id FROM cities WHERE ${column} = $1`,
      [idOrLatinName],
    );
    return rows[0]?.id;
  };

  router.get('/places', async (req, res) => {
    const query = parseQuery(listQuery, req.query);
    const adminOnly = query.moderation_status !== undefined || query.is_deleted === true;
    if (adminOnly && !(await isAdmin(db, req))) throw new ApiError(ErrorStatus.Forbidden);
    const followerId = query.is_following ? requireAuth(req).userId : undefined;
    const staffUserId = query.is_staffed_or_requested ? requireAuth(req).userId : undefined;

    let cityId: string | undefined;
    if (query.city) {
      cityId = await cityIdOf(query.city);
      if (!cityId) throw ApiError.notFound();
    }
    // An unknown preferred city prefers none: the search still answers.
    const preferredCityId = query.preferred_city ? await cityIdOf(query.preferred_city) : undefined;
    const from = positionOf(query);
    const openAtMinutes: number[] = [];
    if (query.open_at) {
      openAtMinutes.push(
        minuteOfWeek(weekdayOfDate(query.open_at.slice(0, 10)), query.open_at.slice(11)),
      );
    }
    if (query.open_weekday !== undefined && query.open_time !== undefined) {
      openAtMinutes.push(minuteOfWeek(query.open_weekday, query.open_time));
    }
    const order: PlaceOrder = query.order_by ?? (query.nearby ? 'distance' : 'rank');
    const filter: PlaceFilter = {
      cityId,
      categories: query.categories,
      cuisines: query.cuisines,
      features: query.features as FeatureName[] | undefined,
      averageChecks: query.average_check,
      openAtMinutes,
      openWeekday: query.open_time === undefined ? query.open_weekday : undefined,
      openNow: query.open_now,
      afterMidnight: query.after_midnight,
      from,
      nearby: query.nearby,
      reservationsEnabled: query.is_reservations_enabled,
      followerId,
      staffUserId,
      organisationId: query.organisation_id,
      query: query.query || undefined,
      preferredCityId,
      visibility: {
        moderationStatus: query.moderation_status,
        deleted: query.is_deleted,
      },
      order,
    };
    const places = await withNameSearch(db, filter.query !== undefined, (reader) =>
      listPlaces(
        reader,
        storage,
        filter,
        { offset: query.offset, limit: query.limit },
        query.response_type,
        {
          viewerId: req.auth?.userId ?? null,
          database: plansWellPrepared(filter) ? db : undefined,
        },
      ),
    );
    sendData(res, { places });
  });

  router.get('/places/by-ids', async (req, res) => {
    const query = parseQuery(byIdsQuery, req.query);
    const places = await findPlacesByIds(db, storage, query.ids, query.response_type, {
      viewerId: req.auth?.userId ?? null,
      from: positionOf(query),
      database: db,
    });
    sendData(res, { places });
  });

  // The nearest place of its city to each free point (an impression's location), in the order
  // asked, null where the city has none: a page of impressions names its places in one call.
  router.get('/places/nearest', async (req, res) => {
    const points = parsePoints(req.query.points);
    const places = await findNearestPlaces(db, storage, points, req.auth?.userId ?? null);
    sendData(res, { places });
  });

  router.get('/places/:placeId', async (req, res) => {
    const query = parseQuery(placeQuery, req.query);
    const place = await findPlace(db, storage, req.params.placeId, {
      viewerId: req.auth?.userId ?? null,
      from: positionOf(query),
      database: db,
    });
    if (!place) throw ApiError.notFound();
    sendData(res, { place });
  });

  return router;
}
