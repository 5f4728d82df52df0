import { accessToOutlets } from '../access/viewer.js';
import { staffOfOutlets } from '../access/staff.js';
import { staffFacts, staffPeople } from '../refs/staff-json.js';
import type { Queryable } from '../db/database.js';
import { toImageSet, type ImageSetRow } from '../image/image-set.js';
import type { ImageStorage } from '../image/storage.js';
import { findPlacesByIds } from '../place/place-repository.js';
import type { PlaceShort } from '../place/place-types.js';
import { listedPlaceOfOrganisation } from '../refs/organisation-summary.js';
import type { Organisation } from './organisation-types.js';
import { namedRef, rowsJson } from '../refs/rows-json.js';

/** How many places an organisation shows beside itself. */
export const somePlacesLimit = 5;

export interface OrganisationListFilter {
  cityId?: string;
  hasOwner?: boolean;
  /** Name search, trimmed and not empty. */
  query?: string;
  /**
   * Only chains this person staffs, with or without places (`isStaffed`); with `everyChain`
   * instead, every chain (what admins and content managers may pick for a place).
   */
  staffUserId?: string;
  everyChain?: boolean;
  offset: number;
  limit: number;
}

interface OrganisationRow {
  id: string;
  name: string;
  category_id: string | null;
  category_name: string | null;
  category_latin_name: string | null;
  place_count: number;
  news_count: number;
  review_count: number;
  city_id: string | null;
  city_name: string | null;
  city_latin_name: string | null;
  avatar: ImageSetRow | null;
  has_owner: boolean;
  is_deleted: boolean;
}

const organisationColumns = `o.id, o.name, o.category_id, cat.name AS category_name,
  cat.latin_name AS category_latin_name,
  (SELECT count(*)::integer FROM places p WHERE ${listedPlaceOfOrganisation}) AS place_count,
  o.news_count, o.review_count, o.city_id, city.name AS city_name,
  city.latin_name AS city_latin_name,
  (SELECT json_build_object('id', i.id, 'variants', i.variants, 'order_number', i.order_number,
                            'description', i.description)
   FROM image_sets i WHERE i.id = o.avatar_id AND NOT i.is_deleted) AS avatar,
  EXISTS (SELECT 1 FROM organisation_staff s WHERE s.organisation_id = o.id AND s.role = 'owner')
    AS has_owner,
  o.is_deleted`;

const organisationJoins = `LEFT JOIN categories cat ON cat.id = o.category_id
  LEFT JOIN cities city ON city.id = o.city_id`;

/**
 * Organisations with at least one place a visitor sees (in the city, when given): best name
 * match first for a search, else by name.
 */
export async function listOrganisations(
  db: Queryable,
  storage: ImageStorage,
  filter: OrganisationListFilter,
  viewerId: string | null,
): Promise<Organisation[]> {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions = ['NOT o.is_deleted'];
  if (filter.staffUserId) {
    conditions.push(`EXISTS (SELECT 1 FROM organisation_staff s
      WHERE s.organisation_id = o.id AND s.user_id = ${param(filter.staffUserId)})`);
    if (filter.cityId) conditions.push(`o.city_id = ${param(filter.cityId)}`);
  } else if (filter.everyChain) {
    if (filter.cityId) conditions.push(`o.city_id = ${param(filter.cityId)}`);
  } else {
    conditions.push(
      `EXISTS (SELECT 1 FROM places p WHERE ${listedPlaceOfOrganisation}${
        filter.cityId ? ` AND p.city_id = ${param(filter.cityId)}` : ''
      })`,
    );
  }
  if (filter.hasOwner !== undefined) {
    conditions.push(
      `${filter.hasOwner ? '' : 'NOT '}EXISTS (SELECT 1 FROM organisation_staff s
         WHERE s.organisation_id = o.id AND s.role = 'owner')`,
    );
  }
  let order = 'o.name, o.id';
  if (filter.query) {
    const needle = param(filter.query);
    conditions.push(`(strpos(lower(o.name), lower(${needle})) > 0 OR ${needle} <% o.name)`);
    order = `(strpos(lower(o.name), lower(${needle})) > 0) DESC,
             word_similarity(${needle}, o.name) DESC, o.name, o.id`;
  }
  const { rows } = await db.query<OrganisationRow>(
    `SELECT ${organisationColumns} FROM organisations o ${organisationJoins}
     WHERE ${conditions.join(' AND ')}
     ORDER BY ${order}
     OFFSET ${param(filter.offset)} LIMIT ${param(filter.limit)}`,
    params,
  );
  return assemble(db, storage, rows, viewerId);
}

/** One organisation that is not deleted, or null. */
export async function findOrganisation(
  db: Queryable,
  storage: ImageStorage,
  id: string,
  viewerId: string | null,
  { withDeleted = false }: { withDeleted?: boolean } = {},
): Promise<Organisation | null> {
  const { rows } = await db.query<OrganisationRow>(
    `SELECT ${organisationColumns} FROM organisations o ${organisationJoins}
     WHERE o.id = $1 ${withDeleted ? '' : 'AND NOT o.is_deleted'}`,
    [id],
  );
  const [organisation] = await assemble(db, storage, rows, viewerId);
  return organisation ?? null;
}

/** Organisations by id in the asked order (a batch read); unknown and deleted ones left out. */
export async function findOrganisationsByIds(
  db: Queryable,
  storage: ImageStorage,
  ids: readonly string[],
  viewerId: string | null,
): Promise<Organisation[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<OrganisationRow>(
    `SELECT ${organisationColumns} FROM organisations o ${organisationJoins}
     WHERE o.id = ANY($1::text[]) AND NOT o.is_deleted`,
    [[...new Set(ids)]],
  );
  const byId = new Map((await assemble(db, storage, rows, viewerId)).map((row) => [row.id, row]));
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
}

const assemble = rowsJson<OrganisationRow, Organisation, string | null>(
  async (db, storage, rows, viewerId) => {
    // The first places of every organisation of the page in one query, then one batch read.
    const { rows: firstPlaces } = await db.query<{ organisation_id: string; id: string }>(
      `SELECT o.id AS organisation_id, first.id
     FROM unnest($1::text[]) AS o (id)
     CROSS JOIN LATERAL (
       SELECT p.id FROM places p WHERE ${listedPlaceOfOrganisation}
       ORDER BY p.rank DESC, p.id LIMIT ${somePlacesLimit}
     ) AS first`,
      [rows.map((row) => row.id)],
    );
    const organisationIds = rows.map((row) => row.id);
    const [places, access, staff] = await Promise.all([
      findPlacesByIds(
        db,
        storage,
        firstPlaces.map((row) => row.id),
        'short',
        { viewerId },
      ) as Promise<PlaceShort[]>,
      accessToOutlets(
        db,
        viewerId,
        'organisation',
        rows.map((row) => row.id),
      ),
      staffOfOutlets(db, 'organisation', organisationIds),
    ]);
    const people = await staffPeople(db, storage, staff, access, viewerId);
    const placeById = new Map(places.map((place) => [place.id, place]));
    const somePlaces = new Map<string, PlaceShort[]>();
    for (const row of firstPlaces) {
      const place = placeById.get(row.id);
      if (!place) continue;
      const list = somePlaces.get(row.organisation_id);
      if (list) list.push(place);
      else somePlaces.set(row.organisation_id, [place]);
    }
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      category: namedRef(row.category_id, row.category_name, row.category_latin_name),
      placeCount: row.place_count,
      newsCount: row.news_count,
      reviewCount: row.review_count,
      city: row.city_name,
      citySlug: row.city_latin_name,
      cityId: row.city_id,
      avatar: row.avatar ? toImageSet(row.avatar, storage) : null,
      hasOwner: row.has_owner,
      hasAccess: access.get(row.id) ?? false,
      isDeleted: row.is_deleted,
      somePlaces: somePlaces.get(row.id) ?? [],
      ...staffFacts(staff.get(row.id) ?? [], viewerId, access.get(row.id) ?? false, people),
    }));
  },
);
