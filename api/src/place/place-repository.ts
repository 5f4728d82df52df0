import type { Database, Queryable } from '../db/database.js';
import { toImageSet, type ImageSetRow } from '../image/image-set.js';
import type { ImageStorage } from '../image/storage.js';
import type { Dresscode } from '../catalog/catalog-repository.js';
import { accessToOutlets } from '../access/viewer.js';
import { staffOfOutlets } from '../access/staff.js';
import { staffFacts, staffPeople } from '../refs/staff-json.js';
import { isFollowedSql, someFollowersOf } from '../refs/refs.js';
import { galleriesOfPlaces } from '../gallery/gallery-repository.js';
import { contentLimits } from '../messages.js';
import { organisationSummaries } from '../refs/organisation-summary.js';
import { placeFilterSql, type GeoPoint, type PlaceFilter } from './place-filter.js';
import { preparedRead } from '../db/prepared-read.js';
import {
  featureNames,
  type AverageCheck,
  type Link,
  type ModerationStatus,
  type Phone,
  type PlaceFeatures,
  type PlaceFull,
  type PlaceShort,
  type PlaceStatus,
  type ResponseType,
  type Schedule,
} from './place-types.js';
import { rowsJson } from '../refs/rows-json.js';

/** The columns a short place needs. */
interface PlaceRow {
  id: string;
  latin_name: string;
  name: string;
  city_id: string;
  category_id: string | null;
  average_check: number | null;
  is_top50_bars: boolean;
  is_top100_restaurants: boolean;
  is_top_cafes: boolean;
  is_reservations_enabled: boolean;
  address_city: string | null;
  street: string | null;
  building: string | null;
  lat: number;
  lon: number;
  status: PlaceStatus;
  moderation_status: ModerationStatus;
  follower_count: number;
  review_count: number;
  news_count: number;
  is_followed: boolean;
  /** Cuisine values in display order, schedules (main first) and images, built by the query. */
  cuisine_values: string[];
  schedule_list: Schedule[];
  avatar: ImageSetRow | null;
  logo: ImageSetRow | null;
  background: ImageSetRow | null;
  /** Present when the caller gave a position. */
  distance?: number;
}

/** A full place adds these (long texts and jsonb, so short lists do not read them). */
interface PlaceFullRow extends PlaceRow {
  organisation_id: string | null;
  short_description: string | null;
  description: string | null;
  dresscode_id: string | null;
  parking_info: string | null;
  road_info: string | null;
  features: Partial<Record<string, number | null>>;
  menu_description: string | null;
  moderation_unpublished_reason: string | null;
  sub_category_id: string | null;
  has_owner: boolean;
  average_rating: number | null;
}

/** An image of the place as JSON (null when absent or deleted). */
function imageColumn(idColumn: string): string {
  return `(SELECT json_build_object('id', i.id, 'variants', i.variants,
                                    'order_number', i.order_number, 'description', i.description)
           FROM image_sets i WHERE i.id = ${idColumn} AND NOT i.is_deleted)`;
}

/**
 * What a card shows besides the place's own columns, built in the same query as JSON (one round
 * trip per page, whatever its size). Evaluated only for the rows the LIMIT keeps: PostgreSQL
 * computes costly select-list entries after the sort and limit.
 */
const relatedColumns = `
  (SELECT coalesce(json_agg(pc.cuisine_value ORDER BY pc.order_number, c.sort_order), '[]')
   FROM place_cuisines pc JOIN cuisines c ON c.value = pc.cuisine_value
   WHERE pc.place_id = p.id) AS cuisine_values,
  (SELECT coalesce(json_agg(json_build_object(
            'id', s.id, 'name', s.name, 'isMain', s.is_main,
            'items', (SELECT coalesce(json_agg(json_build_object(
                                'dayOfWeek', i.day_of_week, 'startAt', i.start_at,
                                'endAt', i.end_at) ORDER BY i.day_of_week), '[]')
                      FROM place_schedule_items i WHERE i.schedule_id = s.id))
            ORDER BY s.is_main DESC, s.order_number, s.id), '[]')
   FROM place_schedules s WHERE s.place_id = p.id) AS schedule_list,
  ${imageColumn('p.avatar_id')} AS avatar,
  ${imageColumn('p.logo_id')} AS logo,
  ${imageColumn('p.background_id')} AS background`;

const shortColumns = `p.id, p.latin_name, p.name, p.city_id, p.category_id,
  p.average_check, p.is_top50_bars, p.is_top100_restaurants,
  p.is_top_cafes, p.is_reservations_enabled, p.address_city, p.street, p.building, p.lat, p.lon,
  p.status, p.moderation_status, p.follower_count, p.review_count, p.news_count,
  ${relatedColumns}`;

const fullColumns = `${shortColumns}, p.organisation_id, p.short_description, p.description,
  p.dresscode_id, p.parking_info, p.road_info, p.features, p.menu_description, p.sub_category_id,
  CASE WHEN p.moderation_status = 'unpublished' THEN p.moderation_unpublished_reason END
    AS moderation_unpublished_reason,
  EXISTS (SELECT 1 FROM place_staff ps WHERE ps.place_id = p.id AND ps.role = 'owner')
    AS has_owner,
  (SELECT round(avg(r.rating), 1)::float8 FROM posts r
   WHERE r.place_id = p.id AND r.type = 'review' AND NOT r.is_deleted AND NOT r.is_hidden)
    AS average_rating`;

export interface PlaceListOptions {
  offset: number;
  limit: number;
}

/** Who reads and from where: `isFollowed` is the viewer's, distances are from `from`. */
export interface PlaceReader {
  viewerId: string | null;
  /** The database `db` belongs to: reads then run as prepared statements where that pays. */
  database?: Database;
  from?: GeoPoint;
}

/** The `is_followed` select-list entry for the viewer given as `viewerParam` (or a visitor). */
function isFollowedColumn(viewerParam: string | null): string {
  return viewerParam
    ? `, ${isFollowedSql(viewerParam, 'place_id', 'p.id')}`
    : ', false AS is_followed';
}

/** A page of places matching `filter`, in its order (always ending with id: stable pages). */
export async function listPlaces(
  db: Queryable,
  storage: ImageStorage,
  filter: PlaceFilter,
  page: PlaceListOptions,
  responseType: ResponseType,
  { viewerId, database }: Omit<PlaceReader, 'from'>,
): Promise<PlaceShort[] | PlaceFull[]> {
  const sql = placeFilterSql(filter);
  const params: unknown[] = [...sql.params, page.offset, page.limit];
  const offset = `$${sql.params.length + 1}`;
  const limit = `$${sql.params.length + 2}`;
  if (viewerId) params.push(viewerId);
  const followed = isFollowedColumn(viewerId ? `$${params.length}` : null);
  const listSql = (columns: string) =>
    `SELECT ${columns}${sql.distanceColumn}${followed} FROM places p
     WHERE ${sql.where}
     ORDER BY ${sql.orderBy}
     OFFSET ${offset} LIMIT ${limit}`;
  if (responseType === 'full') {
    const { rows } = await read<PlaceFullRow>(db, database, listSql(fullColumns), params);
    return assembleFull(db, storage, rows, viewerId);
  }
  const { rows } = await read<PlaceRow>(db, database, listSql(shortColumns), params);
  return rows.map((row) => toPlaceShort(row, storage));
}

/**
 * Listed places by id, in the order asked (unknown, hidden and repeated ids left out).
 * `from` fills the distances.
 */
export async function findPlacesByIds(
  db: Queryable,
  storage: ImageStorage,
  ids: readonly string[],
  responseType: ResponseType,
  { viewerId, from, database }: PlaceReader,
): Promise<PlaceShort[] | PlaceFull[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const params: unknown[] = [unique];
  const extra = readerColumns(params, { viewerId, from });
  const listSql = (columns: string) =>
    `SELECT ${columns}${extra} FROM places p
     WHERE p.id = ANY($1::text[]) AND ${listedCondition}`;
  const position = new Map(unique.map((id, index) => [id, index]));
  const inOrder = <T extends PlaceRow>(rows: T[]) =>
    rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  if (responseType === 'full') {
    const { rows } = await read<PlaceFullRow>(db, database, listSql(fullColumns), params);
    return assembleFull(db, storage, inOrder(rows), viewerId);
  }
  const { rows } = await read<PlaceRow>(db, database, listSql(shortColumns), params);
  return inOrder(rows).map((row) => toPlaceShort(row, storage));
}

/** What the public may see: published and not deleted. */
const listedCondition = `p.moderation_status = 'published' AND p.status <> 'deleted'`;

/**
 * Listed, or the person `viewerSql` names may open it unlisted (on moderation, unpublished,
 * deleted): admins, its staff, content managers while it has no owner (access/rules.ts,
 * maySeeUnlisted, in SQL).
 */
function visibleTo(viewerSql: string): string {
  return `((${listedCondition}) OR EXISTS (
    SELECT 1 FROM users u WHERE u.id = ${viewerSql} AND NOT u.is_deleted AND (
      u.is_admin
      OR EXISTS (SELECT 1 FROM place_staff ps WHERE ps.place_id = p.id AND ps.user_id = u.id)
      OR (u.is_content_manager AND NOT EXISTS (
            SELECT 1 FROM place_staff ps WHERE ps.place_id = p.id AND ps.role = 'owner')))))`;
}

/** One listed place by 24-hex id or by slug (latinName defaults to the id, so both columns). */
export async function findPlace(
  db: Queryable,
  storage: ImageStorage,
  idOrLatinName: string,
  reader: PlaceReader,
): Promise<PlaceFull | null> {
  const params: unknown[] = [idOrLatinName];
  const extra = readerColumns(params, reader);
  // readerColumns put the viewer last, when there is one.
  const visible = reader.viewerId ? visibleTo(`$${params.length}`) : listedCondition;
  const { rows } = await read<PlaceFullRow>(
    db,
    reader.database,
    `SELECT ${fullColumns}${extra} FROM places p
     WHERE (p.id = $1 OR p.latin_name = $1) AND ${visible}
     ORDER BY (p.id = $1) DESC
     LIMIT 1`,
    params,
  );
  const [place] = await assembleFull(db, storage, rows, reader.viewerId);
  return place ?? null;
}

/** `db.query`, prepared when the database is known (see prepared-read). */
function read<T>(
  db: Queryable,
  database: Database | undefined,
  sql: string,
  params: readonly unknown[],
): Promise<{ rows: T[] }> {
  return database ? preparedRead<T>(database, db, sql, params) : db.query<T>(sql, params);
}

/** The distance and `is_followed` select-list entries of a reader, their values added to `params`. */
function readerColumns(params: unknown[], { viewerId, from }: PlaceReader): string {
  let columns = '';
  if (from) {
    params.push(from.lat, from.lon);
    columns += `, place_distance($${params.length - 1}, $${params.length}, p.lat, p.lon) AS distance`;
  }
  if (viewerId) params.push(viewerId);
  return columns + isFollowedColumn(viewerId ? `$${params.length}` : null);
}

const assembleFull = rowsJson<PlaceFullRow, PlaceFull, string | null>(
  async (db, storage, rows, viewerId) => {
    const placeIds = rows.map((row) => row.id);
    const dresscodeIds = [...new Set(rows.map((row) => row.dresscode_id).filter(isString))];
    const organisationIds = rows.map((row) => row.organisation_id).filter(isString);
    const [phoneRows, linkRows, dresscodeRows, organisations, galleries, followers, access, staff] =
      await Promise.all([
        db.query<Phone & { place_id: string }>(
          `SELECT id, place_id, phone, name FROM place_phones
         WHERE place_id = ANY($1::text[]) ORDER BY place_id, order_number, id`,
          [placeIds],
        ),
        db.query<Link & { place_id: string }>(
          `SELECT id, place_id, name, link FROM place_links
         WHERE place_id = ANY($1::text[]) ORDER BY place_id, order_number, id`,
          [placeIds],
        ),
        dresscodeIds.length === 0
          ? Promise.resolve({ rows: [] as Dresscode[] })
          : db.query<Dresscode>(
              'SELECT id, title, description FROM dresscodes WHERE id = ANY($1::text[])',
              [dresscodeIds],
            ),
        organisationSummaries(db, storage, organisationIds),
        galleriesOfPlaces(db, storage, placeIds),
        someFollowersOf(db, storage, 'place', placeIds, contentLimits.someFollowersCount, viewerId),
        accessToOutlets(db, viewerId, 'place', placeIds),
        staffOfOutlets(db, 'place', placeIds),
      ]);
    const people = await staffPeople(db, storage, staff, access, viewerId);
    const dresscodes = new Map(dresscodeRows.rows.map((row) => [row.id, row]));
    const phones = byPlace(phoneRows.rows);
    const links = byPlace(linkRows.rows);
    return rows.map((row) => ({
      ...toPlaceShort(row, storage),
      shortDescription: row.short_description,
      description: row.description,
      phones: phones.get(row.id) ?? [],
      links: links.get(row.id) ?? [],
      features: toFeatures(row.features),
      dresscodeId: row.dresscode_id,
      parkingInfo: row.parking_info,
      roadInfo: row.road_info,
      organisationId: row.organisation_id,
      dresscode: (row.dresscode_id ? dresscodes.get(row.dresscode_id) : undefined) ?? null,
      organisation:
        (row.organisation_id ? organisations.get(row.organisation_id) : undefined) ?? null,
      galleries: galleries.get(row.id)?.albums ?? [],
      menus: galleries.get(row.id)?.menus ?? [],
      menuDescription: row.menu_description,
      someFollowers: followers.get(row.id) ?? [],
      hasAccess: access.get(row.id) ?? false,
      hasOwner: row.has_owner,
      moderationUnpublishedReason: row.moderation_unpublished_reason,
      subCategoryId: row.sub_category_id,
      ...staffFacts(staff.get(row.id) ?? [], viewerId, access.get(row.id) ?? false, people),
      averageRating: row.average_rating,
    }));
  },
);

function toPlaceShort(row: PlaceRow, storage: ImageStorage): PlaceShort {
  const image = (found: ImageSetRow | null) => (found ? toImageSet(found, storage) : null);
  return {
    id: row.id,
    latinName: row.latin_name,
    name: row.name,
    categoryId: row.category_id,
    cityId: row.city_id,
    cuisines: row.cuisine_values,
    avatar: image(row.avatar),
    logo: image(row.logo),
    background: image(row.background),
    averageCheck: row.average_check as AverageCheck | null,
    isTop50Bars: row.is_top50_bars,
    isTop100Restaurants: row.is_top100_restaurants,
    isTopCafes: row.is_top_cafes,
    isReservationsEnabled: row.is_reservations_enabled,
    location: {
      city: row.address_city,
      street: row.street,
      building: row.building,
      lat: row.lat,
      lon: row.lon,
      distance: row.distance === undefined ? null : Math.round(row.distance),
    },
    schedules: row.schedule_list,
    status: row.status,
    moderationStatus: row.moderation_status,
    followerCount: row.follower_count,
    reviewCount: row.review_count,
    newsCount: row.news_count,
    isFollowed: row.is_followed,
  };
}

/** Every feature key present, null when the place has no code for it. */
function toFeatures(stored: Partial<Record<string, number | null>>): PlaceFeatures {
  return Object.fromEntries(
    featureNames.map((name) => [name, stored[name] ?? null]),
  ) as PlaceFeatures;
}

/** Rows of many places grouped by place, each without its place_id. */
function byPlace<T extends { place_id: string }>(
  rows: readonly T[],
): Map<string, Omit<T, 'place_id'>[]> {
  const groups = new Map<string, Omit<T, 'place_id'>[]>();
  for (const { place_id: placeId, ...value } of rows) {
    const group = groups.get(placeId);
    if (group) group.push(value);
    else groups.set(placeId, [value]);
  }
  return groups;
}

function isString(value: string | null): value is string {
  return value !== null;
}
