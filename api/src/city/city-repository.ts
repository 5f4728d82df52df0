import type { Queryable } from '../db/database.js';
import { hexId } from '../http/hex-id.js';

export interface City {
  id: string;
  name: string;
  latinName: string;
  country: string;
  lat: number;
  lon: number;
  timeZone: string;
}

/** Mean Earth radius in metres, as SPEC section 9 gives it. */
export const earthRadiusMetres = 6_372_795;

const cityColumns = `id, name, latin_name AS "latinName", country, lat, lon, time_zone AS "timeZone"`;

/**
 * Cities whose name or latinName contains `query` (case-insensitive), prefix matches first, then
 * display order. strpos avoids LIKE, so '%' and '_' in a query are plain characters.
 */
export async function searchCities(
  db: Queryable,
  query: string | undefined,
  limit: number,
): Promise<City[]> {
  const needle = query?.trim().toLowerCase() ?? '';
  const { rows } = await db.query<City>(
    `SELECT ${cityColumns} FROM cities
     WHERE $1 = '' OR strpos(lower(name), $1) > 0 OR strpos(lower(latin_name), $1) > 0
     ORDER BY (strpos(lower(name), $1) = 1 OR strpos(lower(latin_name), $1) = 1) DESC,
              sort_order, name
     LIMIT $2`,
    [needle, limit],
  );
  return rows;
}

/** The cities with these ids, in display order; unknown ids are simply absent. */
export async function findCitiesByIds(db: Queryable, ids: readonly string[]): Promise<City[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<City>(
    `SELECT ${cityColumns} FROM cities WHERE id = ANY($1::text[]) ORDER BY sort_order, name`,
    [ids],
  );
  return rows;
}

/** One city by 24-hex id or by latinName. */
export async function findCity(db: Queryable, idOrLatinName: string): Promise<City | null> {
  const column = hexId.test(idOrLatinName) ? 'id' : 'latin_name';
  const { rows } = await db.query<City>(`SELECT ${cityColumns} FROM cities WHERE ${column} = $1`, [
    idOrLatinName,
  ]);
  return rows[0] ?? null;
}

/**
 * The city whose centre is nearest (great-circle distance, haversine). `least(1, ...)` keeps
 * rounding near the antipode from pushing asin out of its domain.
 */
export async function findClosestCity(
  db: Queryable,
  lat: number,
  lon: number,
): Promise<City | null> {
  const { rows } = await db.query<City>(
    `SELECT ${cityColumns} FROM cities
     ORDER BY asin(least(1, sqrt(
       power(sin(radians(lat - $1) / 2), 2) +
       cos(radians($1)) * cos(radians(lat)) * power(sin(radians(lon - $2) / 2), 2)
     ))), sort_order
     LIMIT 1`,
    [lat, lon],
  );
  return rows[0] ?? null;
}
