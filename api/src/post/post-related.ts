// The objects a page of posts points to, answered with the page when asked (`related=true`), as
// the SPEC's answers carry related objects: a client showing the page (the gateway) then needs no
// second round of reads. Each list is what its own batch read answers for the same caller:
// GET /places/by-ids (short), GET /organisations?ids=, GET /cities?ids= and GET /places/nearest.
import type { Database } from '../db/database.js';
import { findCitiesByIds, type City } from '../city/city-repository.js';
import type { ImageStorage } from '../image/storage.js';
import { findOrganisationsByIds } from '../organisation/organisation-repository.js';
import type { Organisation } from '../organisation/organisation-types.js';
import { findNearestPlaces } from '../place/nearest-places.js';
import { findPlacesByIds } from '../place/place-repository.js';
import type { PlaceShort } from '../place/place-types.js';
import type { Post } from './post-json.js';

export interface PostsRelated {
  /** The listed places the posts and their last comments name; unlisted ones are left out. */
  places: PlaceShort[];
  /** The chains the posts and their last comments name. */
  organisations: Organisation[];
  /** The posts' cities and those of the places above. */
  cities: City[];
  /** Each impression's nearest place of its city (null where none), in the order of the page. */
  nearestPlaces: { cityId: string; lat: number; lon: number; place: PlaceShort | null }[];
}

export async function postsRelated(
  db: Database,
  storage: ImageStorage,
  posts: readonly Post[],
  viewerId: string | null,
): Promise<PostsRelated> {
  const placeIds = new Set<string>();
  const organisationIds = new Set<string>();
  const cityIds = new Set<string>();
  const points: { cityId: string; lat: number; lon: number }[] = [];
  for (const post of posts) {
    for (const item of [post, ...post.lastComments]) {
      if (item.place) placeIds.add(item.place.id);
      if (item.organisation) organisationIds.add(item.organisation.id);
    }
    if (post.city) cityIds.add(post.city.id);
    if (post.city && post.lat !== null && post.lon !== null) {
      points.push({ cityId: post.city.id, lat: post.lat, lon: post.lon });
    }
  }
  const [places, organisations, nearest] = await Promise.all([
    findPlacesByIds(db, storage, [...placeIds], 'short', { viewerId, database: db }) as Promise<
      PlaceShort[]
    >,
    findOrganisationsByIds(db, storage, [...organisationIds], viewerId),
    findNearestPlaces(db, storage, points, viewerId),
  ]);
  for (const place of [...places, ...nearest]) if (place) cityIds.add(place.cityId);
  return {
    places,
    organisations,
    cities: await findCitiesByIds(db, [...cityIds]),
    nearestPlaces: points.map((point, index) => ({ ...point, place: nearest[index] ?? null })),
  };
}
