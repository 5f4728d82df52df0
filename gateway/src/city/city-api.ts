// The city calls of the api, on top of the request's TavolaApi. Cities are public and change
// rarely: ids and names read in the last moment cost no call (PUBLIC_READ_TTL_MS).
import type { TavolaApi } from '../rest/client.js';
import type { RestCity } from '../rest/types.js';

export async function listCities(
  api: TavolaApi,
  query: { query?: string; limit?: number },
): Promise<RestCity[]> {
  return (await api.get('/api/v1/cities', { query })).data.cities;
}

/** Batch read for the city loader; unknown ids are simply absent from the answer. */
export async function citiesByIds(api: TavolaApi, ids: readonly string[]): Promise<RestCity[]> {
  const reads = api.publicReads;
  const known = ids.map((id) => reads.peek<RestCity>(`city:${id}`));
  const missing = ids.filter((_, index) => !known[index]);
  const read =
    missing.length === 0
      ? []
      : (await api.get('/api/v1/cities', { query: { ids: missing.join(',') } })).data.cities;
  for (const city of read) reads.put(`city:${city.id}`, city);
  const cached = await Promise.all(known.filter((city) => city !== undefined));
  return [...cached, ...read];
}

export async function closestCity(api: TavolaApi, lat: number, lon: number): Promise<RestCity> {
  return (await api.get('/api/v1/cities/closest', { query: { lat, lon } })).data.city;
}

export async function getCity(api: TavolaApi, idOrLatinName: string): Promise<RestCity> {
  return api.publicReads.get(
    `city:${idOrLatinName}`,
    async () =>
      (await api.get('/api/v1/cities/{idOrLatinName}', { path: { idOrLatinName } })).data.city,
  );
}
