// Place fields of the place page (full reads): links, dress code, organisation, galleries, menus,
// followers preview and recommended places. Lists carry the short form, where these are empty.
import type { PlaceResolvers } from '../generated/resolvers.js';
import type { RestPlace, RestPlaceFull, RestUser } from '../rest/types.js';
import { byOrderNumber } from '../gallery/ordering.js';
import { assertPageArgs } from '../paging/page.js';
import { isFullPlace } from './mapping.js';

type PlacePageFields =
  | 'links'
  | 'dresscode'
  | 'parkingInfo'
  | 'roadInfo'
  | 'organisation'
  | 'galleries'
  | 'menus'
  | 'menuDescription'
  | 'someFollowers'
  | 'hasOwner'
  | 'averageRating'
  | 'recommended';

export const placePageResolvers: Pick<PlaceResolvers, PlacePageFields> = {
  links: (place) => full(place)?.links ?? [],
  dresscode: (place) => full(place)?.dresscode ?? null,
  parkingInfo: (place) => full(place)?.parkingInfo ?? null,
  roadInfo: (place) => full(place)?.roadInfo ?? null,
  organisation: (place) => full(place)?.organisation ?? null,
  galleries: (place) => byOrderNumber(full(place)?.galleries ?? []),
  menus: (place) => byOrderNumber(full(place)?.menus ?? []),
  menuDescription: (place) => full(place)?.menuDescription ?? null,
  async someFollowers(place, _, { loaders }) {
    const followers = full(place)?.someFollowers ?? [];
    if (followers.length === 0) return [];
    // The preview holds only names and avatars; a User is read in full, in one batch.
    const users = await loaders.userById.loadMany(followers.map((follower) => follower.id));
    return users.filter((user): user is RestUser => !(user instanceof Error));
  },
  hasOwner: (place) => full(place)?.hasOwner ?? false,
  averageRating: (place) => full(place)?.averageRating ?? null,
  async recommended(place, { limit }, { api }) {
    const wanted = limit ?? 5;
    assertPageArgs(0, wanted);
    // SPEC section 7: the same city, short, nearest to the place first; one more than asked so
    // the place itself can be dropped.
    const places = await api.placesWhere({
      city: place.cityId,
      lat: place.location.lat,
      lon: place.location.lon,
      order_by: 'distance',
      limit: Math.min(wanted + 1, 100),
      response_type: 'short',
    });
    return recommendedFrom(places, place.id, wanted);
  },
};

/** The places to suggest: never the place itself, at most `limit`. */
export function recommendedFrom(places: RestPlace[], placeId: string, limit: number): RestPlace[] {
  return places.filter((candidate) => candidate.id !== placeId).slice(0, limit);
}

function full(place: RestPlace): RestPlaceFull | null {
  return isFullPlace(place) ? place : null;
}
