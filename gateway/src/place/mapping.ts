// The decisions behind Place fields, one named function each (unit-tested in mapping.test.ts).
import type { AverageCheck, PlaceStatus } from '../generated/resolvers.js';
import type {
  RestAverageCheck,
  RestImageSet,
  RestPlace,
  RestPlaceFull,
  RestPlaceStatus,
} from '../rest/types.js';

/** SPEC section 3: the avatar falls back to the background. */
export function placeAvatar(place: Pick<RestPlace, 'avatar' | 'background'>): RestImageSet | null {
  return place.avatar ?? place.background ?? null;
}

const AVERAGE_CHECKS: Readonly<Record<1 | 2 | 3 | 4, AverageCheck>> = {
  1: 'UP_TO_500',
  2: 'FROM_500_TO_1000',
  3: 'FROM_1000_TO_2000',
  4: 'FROM_2000',
};

/** The api's level 1..4 (SPEC section 3, average check levels) as the schema's enum. */
export function averageCheckLevel(level: RestAverageCheck): AverageCheck | null {
  return level === null ? null : (AVERAGE_CHECKS[level] ?? null);
}

const STATUSES: Readonly<Record<RestPlaceStatus, PlaceStatus>> = {
  opened: 'OPENED',
  closed: 'CLOSED',
  'temporary-closed': 'TEMPORARY_CLOSED',
  deleted: 'DELETED',
};

export function placeStatus(status: RestPlaceStatus): PlaceStatus {
  return STATUSES[status];
}

/** SPEC section 3: a place counts as deleted when its status is deleted. */
export function isPlaceDeleted(status: RestPlaceStatus): boolean {
  return status === 'deleted';
}

/** Lists return the short form; only the place page reads the full one. */
export function isFullPlace(place: RestPlace): place is RestPlaceFull {
  return 'features' in place;
}
