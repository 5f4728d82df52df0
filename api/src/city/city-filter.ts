import type { Queryable } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { findCity } from './city-repository.js';

/**
 * A list's `cityId` filter (an id or a latinName) as the city's id: none when not given, 404 when
 * no city answers to it.
 */
export async function cityFilterId(
  db: Queryable,
  idOrLatinName: string | undefined,
): Promise<string | undefined> {
  if (!idOrLatinName) return undefined;
  const city = await findCity(db, idOrLatinName);
  if (!city) throw ApiError.notFound();
  return city.id;
}
