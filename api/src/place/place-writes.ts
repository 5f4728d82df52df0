import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { hexId } from '../http/hex-id.js';
import type { ModerationStatus, PlaceStatus } from './place-types.js';
import type { PlaceBody, PlaceSave, SavedGallery } from './place-save.js';

/** The rows of a place save, in the action's transaction. */

export function newId(): string {
  return randomBytes(12).toString('hex');
}

/** The columns of `places` a body may set, by body field. */
const columnOf = {
  name: 'name',
  latinName: 'latin_name',
  cityId: 'city_id',
  categoryId: 'category_id',
  subCategoryId: 'sub_category_id',
  organisationId: 'organisation_id',
  shortDescription: 'short_description',
  description: 'description',
  averageCheck: 'average_check',
  dresscodeId: 'dresscode_id',
  parkingInfo: 'parking_info',
  roadInfo: 'road_info',
  menuDescription: 'menu_description',
  avatarId: 'avatar_id',
  logoId: 'logo_id',
  backgroundId: 'background_id',
} as const satisfies Partial<Record<keyof PlaceBody, string>>;

/** A new place with what the short form gives; the rest is saved by `savePlace`. */
export async function insertPlace(
  tx: Queryable,
  place: {
    id: string;
    name: string;
    cityId: string;
    lat: number;
    lon: number;
    addressCity: string | null;
    moderationStatus: ModerationStatus;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO places (id, latin_name, name, city_id, lat, lon, address_city, moderation_status)
     VALUES ($1, $1, $2, $3, $4, $5, $6, $7)`,
    [
      place.id,
      place.name,
      place.cityId,
      place.lat,
      place.lon,
      place.addressCity,
      place.moderationStatus,
    ],
  );
}

/** Writes the body's columns and lists onto the place (lists given are replaced whole). */
export async function savePlace(
  tx: Queryable,
  placeId: string,
  body: PlaceBody,
  save: PlaceSave,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const sets: string[] = [];
  const params: unknown[] = [placeId];
  const set = (column: string, value: unknown, cast = '') => {
    params.push(value);
    sets.push(`${column} = $${params.length}${cast}`);
  };
  for (const [field, column] of Object.entries(columnOf)) {
    const value = body[field as keyof typeof columnOf];
    if (value !== undefined) set(column, value);
  }
  if (body.location) {
    set('lat', body.location.lat);
    set('lon', body.location.lon);
    if (body.location.street !== undefined) set('street', body.location.street || null);
    if (body.location.building !== undefined) set('building', body.location.building || null);
  }
  if (save.status) set('status', save.status);
  if (save.features) set('features', JSON.stringify(save.features), '::jsonb');
  for (const [column, value] of Object.entries(extra)) set(column, value);
  set('updated_at', new Date());
  await tx.query(`UPDATE places SET ${sets.join(', ')} WHERE id = $1`, params);

  if (body.cuisines) await replaceCuisines(tx, placeId, body.cuisines);
  if (save.phones) {
    await replaceRows(tx, 'place_phones', placeId, save.phones, (item) => ({
      phone: item.phone,
      name: item.name,
    }));
  }
  if (save.links) {
    await replaceRows(tx, 'place_links', placeId, save.links, (item) => ({
      name: item.name,
      link: item.link,
    }));
  }
  if (save.schedules) await replaceSchedules(tx, placeId, save.schedules);
  if (save.galleries) await replaceGalleries(tx, placeId, 'album', save.galleries);
  if (save.menus) await replaceGalleries(tx, placeId, 'menu', save.menus);
}

async function replaceCuisines(tx: Queryable, placeId: string, values: readonly string[]) {
  await tx.query('DELETE FROM place_cuisines WHERE place_id = $1', [placeId]);
  if (values.length === 0) return;
  // Unknown cuisine values are left out rather than failing the whole save.
  await tx.query(
    `INSERT INTO place_cuisines (place_id, cuisine_value, order_number)
     SELECT $1, c.value, given.n - 1
     FROM unnest($2::text[]) WITH ORDINALITY AS given (value, n)
     JOIN cuisines c ON c.value = given.value
     ON CONFLICT DO NOTHING`,
    [placeId, [...new Set(values)]],
  );
}

/**
 * The ids a list keeps: a given id that already belongs to this place stays (links to it keep
 * working), anything else gets a new one.
 */
async function keptIds(
  tx: Queryable,
  table: string,
  placeId: string,
  given: readonly (string | null)[],
): Promise<string[]> {
  const { rows } = await tx.query<{ id: string }>(
    `SELECT id FROM ${table} WHERE place_id = $1 AND id = ANY($2::text[])`,
    [placeId, given.filter((id): id is string => id !== null)],
  );
  const own = new Set(rows.map((row) => row.id));
  const used = new Set<string>();
  return given.map((id) => {
    const kept = id !== null && own.has(id) && !used.has(id) ? id : newId();
    used.add(kept);
    return kept;
  });
}

async function replaceRows<T extends { id: string | null }>(
  tx: Queryable,
  table: 'place_phones' | 'place_links',
  placeId: string,
  items: readonly T[],
  columns: (item: T) => Record<string, unknown>,
): Promise<void> {
  const ids = await keptIds(
    tx,
    table,
    placeId,
    items.map((item) => item.id),
  );
  await tx.query(`DELETE FROM ${table} WHERE place_id = $1`, [placeId]);
  if (items.length === 0) return;
  const records = items.map((item, index) => ({
    id: ids[index],
    place_id: placeId,
    order_number: index,
    ...columns(item),
  }));
  const names = Object.keys(records[0] ?? {});
  await tx.query(
    `INSERT INTO ${table} (${names.join(', ')})
     SELECT ${names.map((name) => `r.${name}`).join(', ')}
     FROM jsonb_to_recordset($1::jsonb) AS r (${names
       .map((name) => `${name} ${name === 'order_number' ? 'integer' : 'text'}`)
       .join(', ')})`,
    [JSON.stringify(records)],
  );
}

async function replaceSchedules(
  tx: Queryable,
  placeId: string,
  schedules: PlaceSave['schedules'] & object,
): Promise<void> {
  const ids = await keptIds(
    tx,
    'place_schedules',
    placeId,
    schedules.map((item) => item.id),
  );
  await tx.query('DELETE FROM place_schedules WHERE place_id = $1', [placeId]);
  for (const [index, schedule] of schedules.entries()) {
    const id = ids[index];
    await tx.query(
      `INSERT INTO place_schedules (id, place_id, name, is_main, order_number)
       VALUES ($1, $2, $3, $4, $5)`,
      [id, placeId, schedule.name, schedule.isMain, index],
    );
    await tx.query(
      `INSERT INTO place_schedule_items (schedule_id, day_of_week, start_at, end_at)
       SELECT $1, r.day, r.start_at, r.end_at
       FROM jsonb_to_recordset($2::jsonb) AS r (day smallint, start_at text, end_at text)`,
      [
        id,
        JSON.stringify(
          schedule.items.map((item) => ({
            day: item.dayOfWeek,
            start_at: item.startAt,
            end_at: item.endAt,
          })),
        ),
      ],
    );
  }
}

/**
 * Albums or menus: kept ones are updated, new ones inserted, the place's others of that kind
 * marked deleted (their pages then answer 404).
 */
async function replaceGalleries(
  tx: Queryable,
  placeId: string,
  kind: 'album' | 'menu',
  galleries: readonly SavedGallery[],
): Promise<void> {
  const { rows } = await tx.query<{ id: string }>(
    `SELECT id FROM galleries WHERE place_id = $1 AND kind = $2 AND NOT is_deleted`,
    [placeId, kind],
  );
  const own = new Set(rows.map((row) => row.id));
  const kept: string[] = [];
  for (const gallery of galleries) {
    const existing = gallery.id !== null && own.has(gallery.id) && !kept.includes(gallery.id);
    const id = existing && gallery.id ? gallery.id : newId();
    kept.push(id);
    if (existing) {
      await tx.query(
        `UPDATE galleries SET title = $2, description = $3, order_number = $4 WHERE id = $1`,
        [id, gallery.title, gallery.description, gallery.orderNumber],
      );
      await tx.query('DELETE FROM gallery_photos WHERE gallery_id = $1', [id]);
    } else {
      await tx.query(
        `INSERT INTO galleries (id, place_id, kind, title, description, order_number)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [id, placeId, kind, gallery.title, gallery.description, gallery.orderNumber],
      );
    }
    await tx.query(
      `INSERT INTO gallery_photos (gallery_id, image_set_id, order_number)
       SELECT $1, photo.id, photo.n - 1 FROM unnest($2::text[]) WITH ORDINALITY AS photo (id, n)`,
      [id, gallery.photoIds],
    );
  }
  await tx.query(
    `UPDATE galleries SET is_deleted = true
     WHERE place_id = $1 AND kind = $2 AND NOT is_deleted AND NOT (id = ANY($3::text[]))`,
    [placeId, kind, kept],
  );
}

/** A place as the writes need it, whatever its state. */
export interface PlaceState {
  id: string;
  status: PlaceStatus;
  moderation_status: ModerationStatus;
  organisation_id: string | null;
  city_id: string;
}

export async function placeState(db: Queryable, id: string, lock = false): Promise<PlaceState> {
  if (!hexId.test(id)) throw ApiError.notFound();
  const { rows } = await db.query<PlaceState>(
    `SELECT id, status, moderation_status, organisation_id, city_id FROM places WHERE id = $1
     ${lock ? 'FOR UPDATE' : ''}`,
    [id],
  );
  if (!rows[0]) throw ApiError.notFound();
  return rows[0];
}
