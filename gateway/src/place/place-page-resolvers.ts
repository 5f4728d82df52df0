// Place fields of the place page (full reads): links, dress code, organisation, galleries, menus,
// followers preview and recommended places. Lists carry the short form, where these are empty.
import type { PlaceResolvers } from '../generated/resolvers.js';
import type { RestPlace, RestPlaceFull } from '../rest/types.js';
import { byOrderNumber } from '../gallery/ordering.js';
import { assertPageArgs } from '../paging/page.js';
import { isFullPlace } from './mapping.js';
import { placesWhere } from '../rest/shared-reads.js';

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
  // The api's full read embeds each follower as the people list gives them (with the caller's
  // isFollowed): nothing more to read for the preview, however many it shows.
  someFollowers: (place) => full(place)?.someFollowers ?? [],
  hasOwner: (place) => full(place)?.hasOwner ?? false,
  averageRating: (place) => full(place)?.averageRating ?? null,
  async recommended(place, { limit }, { api, logger }) {
    const wanted = limit ?? 5;
    assertPageArgs(0, wanted);
    // SPEC section 7: the same city, short, nearest to the place first; one more than asked so
    // the place itself can be dropped.
    try {
      const places = await placesWhere(api, {
        city: place.cityId,
        lat: place.location.lat,
        lon: place.location.lon,
        order_by: 'distance',
        limit: Math.min(wanted + 1, 100),
        response_type: 'short',
      });
      return recommendedFrom(places, place.id, wanted);
    } catch (error) {
      // The suggestions ride in the place page's own query: their failure must not blank the
      // page (DESIGN: one failure does not blank a list), so the page shows none.
      logger.warn({ place: place.id, err: (error as Error).message }, 'recommended unavailable');
      return [];
    }
  },
};

/** The places to suggest: never the place itself, at most `limit`. */
export function recommendedFrom(places: RestPlace[], placeId: string, limit: number): RestPlace[] {
  return places.filter((candidate) => candidate.id !== placeId).slice(0, limit);
}

function full(place: RestPlace): RestPlaceFull | null {
  return isFullPlace(place) ? place : null;
}
