// The nearest place of its city to each free point (an impression's location): GET /places/nearest
// and the related objects of a page of posts read it the same way.
import type { Database } from '../db/database.js';
import type { ImageStorage } from '../image/storage.js';
import { listPlaces } from './place-repository.js';
import type { PlaceShort } from './place-types.js';

/** A free point in a city: `cityId,lat,lon`. */
export interface CityPoint {
  cityId: string;
  lat: number;
  lon: number;
}

/** Each point's nearest listed place of its city (short, with its distance), null where none. */
export async function findNearestPlaces(
  db: Database,
  storage: ImageStorage,
  points: readonly CityPoint[],
  viewerId: string | null,
): Promise<(PlaceShort | null)[]> {
  return Promise.all(
    points.map(async ({ cityId, lat, lon }) => {
      const [nearest] = await listPlaces(
        db,
        storage,
        { cityId, from: { lat, lon }, order: 'distance', visibility: {} },
        { offset: 0, limit: 1 },
        'short',
        { viewerId, database: db },
      );
      return (nearest as PlaceShort | undefined) ?? null;
    }),
  );
}
