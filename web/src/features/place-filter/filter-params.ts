// The place filter as it lives in the URL query (so a filtered list can be shared and survives a
// reload), and as the `places` query's PlaceFilter. Pure functions, unit-tested.
import { PAGE_PARAM } from '../../components/ui/page-links';
import type {
  AverageCheck,
  PlaceFeature,
  PlaceFilter,
  PlaceModerationStatus,
} from '../../gql/graphql';
import { SCHEDULE_TIME_STEP_MINUTES } from '../../lib/constants';
import { isoWeekday } from '../../lib/infra/schedule/local-time';

export interface PlaceFilterState {
  categories: string[];
  cuisines: string[];
  features: PlaceFeature[];
  averageChecks: AverageCheck[];
  /** 1 = Monday ... 7 = Sunday; exclusive with `openDate`. */
  openWeekday: number | null;
  /** YYYY-MM-DD in the city's calendar; exclusive with `openWeekday`. */
  openDate: string | null;
  /** HH:mm, a 30-minute step. */
  openTime: string | null;
  openNow: boolean;
  afterMidnight: boolean;
  nearby: boolean;
  booking: boolean;
  /** Admin only. */
  moderation: PlaceModerationStatus | null;
  /** Admin only. */
  deleted: boolean;
}

export const EMPTY_FILTER: PlaceFilterState = {
  categories: [],
  cuisines: [],
  features: [],
  averageChecks: [],
  openWeekday: null,
  openDate: null,
  openTime: null,
  openNow: false,
  afterMidnight: false,
  nearby: false,
  booking: false,
  moderation: null,
  deleted: false,
};

/** The URL query names (kept short and readable in shared links). */
export const FILTER_PARAMS = {
  categories: 'categories',
  cuisines: 'cuisines',
  features: 'features',
  averageChecks: 'average_check',
  openWeekday: 'weekday',
  openDate: 'date',
  openTime: 'time',
  openNow: 'open_now',
  afterMidnight: 'after_midnight',
  nearby: 'nearby',
  booking: 'booking',
  moderation: 'moderation',
  deleted: 'deleted',
} as const satisfies Record<keyof PlaceFilterState, string>;

export const PLACE_FEATURES: readonly PlaceFeature[] = [
  'ALCOHOL',
  'BUSINESS_LUNCH',
  'CASHFREE',
  'CHILDREN_ROOM',
  'DANCEFLOOR',
  'DELIVERY',
  'ENTERTAINMENT',
  'HOOKAH',
  'KARAOKE',
  'LIVE_MUSIC',
  'MOBILE_CHARGE',
  'PARKING_TYPE',
  'SMOKE_ZONE',
  'SPORT_TRANSLATIONS',
  'TERRACE',
  'WIFI',
];

export const AVERAGE_CHECKS: readonly AverageCheck[] = [
  'UP_TO_500',
  'FROM_500_TO_1000',
  'FROM_1000_TO_2000',
  'FROM_2000',
];

const MODERATION_VALUES: Readonly<Record<PlaceModerationStatus, string>> = {
  ON_MODERATION: 'on-moderation',
  UNPUBLISHED: 'unpublished',
};

const TRUE = '1';

function list(params: URLSearchParams, name: string): string[] {
  const raw = params.get(name);
  if (!raw) return [];
  return [
    ...new Set(
      raw
        .split(',')
        .map((value) => value.trim())
        .filter(Boolean),
    ),
  ];
}

function featureFromParam(value: string): PlaceFeature | null {
  const upper = value.toUpperCase() as PlaceFeature;
  return PLACE_FEATURES.includes(upper) ? upper : null;
}

function isDate(value: string | null): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** An HH:mm on the schedule time step (SPEC section 9), as the sheet offers them. */
export function isTimeStep(value: string | null): value is string {
  const match = value ? /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value) : null;
  return !!match && Number(match[2]) % SCHEDULE_TIME_STEP_MINUTES === 0;
}

/** Reads the filter from a URL query; what is not understood is left out, never an error. */
export function parseFilter(params: URLSearchParams): PlaceFilterState {
  const weekday = Number(params.get(FILTER_PARAMS.openWeekday));
  const date = params.get(FILTER_PARAMS.openDate);
  const time = params.get(FILTER_PARAMS.openTime);
  const moderation = params.get(FILTER_PARAMS.moderation);
  const openDate = isDate(date) ? date : null;
  return {
    categories: list(params, FILTER_PARAMS.categories),
    cuisines: list(params, FILTER_PARAMS.cuisines),
    features: list(params, FILTER_PARAMS.features)
      .map(featureFromParam)
      .filter((feature): feature is PlaceFeature => feature !== null),
    averageChecks: list(params, FILTER_PARAMS.averageChecks)
      .map((level) => AVERAGE_CHECKS[Number(level) - 1])
      .filter((check): check is AverageCheck => check !== undefined),
    openWeekday:
      openDate === null && Number.isInteger(weekday) && weekday >= 1 && weekday <= 7
        ? weekday
        : null,
    openDate,
    openTime: isTimeStep(time) ? time : null,
    openNow: params.get(FILTER_PARAMS.openNow) === TRUE,
    afterMidnight: params.get(FILTER_PARAMS.afterMidnight) === TRUE,
    nearby: params.get(FILTER_PARAMS.nearby) === TRUE,
    booking: params.get(FILTER_PARAMS.booking) === TRUE,
    moderation:
      (Object.keys(MODERATION_VALUES) as PlaceModerationStatus[]).find(
        (status) => MODERATION_VALUES[status] === moderation,
      ) ?? null,
    deleted: params.get(FILTER_PARAMS.deleted) === TRUE,
  };
}

/**
 * Writes the filter into a copy of `params` (other parameters such as `modal` are kept; the
 * page starts over, since a new filter has a new first page).
 */
export function writeFilter(params: URLSearchParams, filter: PlaceFilterState): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.values(FILTER_PARAMS)) next.delete(name);
  next.delete(PAGE_PARAM);
  const set = (name: string, value: string | null | false) => {
    if (value) next.set(name, value);
  };
  set(FILTER_PARAMS.categories, filter.categories.join(','));
  set(FILTER_PARAMS.cuisines, filter.cuisines.join(','));
  set(FILTER_PARAMS.features, filter.features.map((feature) => feature.toLowerCase()).join(','));
  set(
    FILTER_PARAMS.averageChecks,
    filter.averageChecks.map((check) => AVERAGE_CHECKS.indexOf(check) + 1).join(','),
  );
  set(FILTER_PARAMS.openDate, filter.openDate);
  set(FILTER_PARAMS.openWeekday, filter.openDate ? null : (filter.openWeekday?.toString() ?? null));
  set(FILTER_PARAMS.openTime, filter.openTime);
  set(FILTER_PARAMS.openNow, filter.openNow && TRUE);
  set(FILTER_PARAMS.afterMidnight, filter.afterMidnight && TRUE);
  set(FILTER_PARAMS.nearby, filter.nearby && TRUE);
  set(FILTER_PARAMS.booking, filter.booking && TRUE);
  set(FILTER_PARAMS.moderation, filter.moderation && MODERATION_VALUES[filter.moderation]);
  set(FILTER_PARAMS.deleted, filter.deleted && TRUE);
  return next;
}

/** How many filter groups are set (the funnel's badge); the route's own category counts not. */
export function activeFilterCount(filter: PlaceFilterState): number {
  return [
    filter.categories.length > 0,
    filter.cuisines.length > 0,
    filter.features.length > 0,
    filter.averageChecks.length > 0,
    filter.openWeekday !== null || filter.openDate !== null || filter.openTime !== null,
    filter.openNow,
    filter.afterMidnight,
    filter.nearby,
    filter.booking,
    filter.moderation !== null,
    filter.deleted,
  ].filter(Boolean).length;
}

export interface FilterContext {
  /** The category of a places-category route (`/{city}/{category}`). */
  routeCategory?: string | null;
  /** The cuisine of a places-cuisine route (`/{city}/places/{cuisine}`). */
  routeCuisine?: string | null;
  /** places-following and places-following-map. */
  following?: boolean;
  /** Today's date in the city (YYYY-MM-DD), for a time without a day. */
  today: string;
}

function withRouteValue(values: readonly string[], routeValue: string | null | undefined) {
  return routeValue && !values.includes(routeValue) ? [routeValue, ...values] : [...values];
}

/**
 * The `places` query's filter. The schedule group becomes one of: `openAt` (a date and a time,
 * or a time today), `openWeekday` with an optional `openTime` (a weekday, or a date without a
 * time as its weekday).
 */
export function toPlaceFilter(filter: PlaceFilterState, context: FilterContext): PlaceFilter {
  const result: PlaceFilter = {};
  const categories = withRouteValue(filter.categories, context.routeCategory);
  const cuisines = withRouteValue(filter.cuisines, context.routeCuisine);
  if (categories.length) result.categories = categories;
  if (cuisines.length) result.cuisines = cuisines;
  if (filter.features.length) result.features = [...filter.features];
  if (filter.averageChecks.length) result.averageChecks = [...filter.averageChecks];
  if (filter.openDate && filter.openTime) {
    result.openAt = `${filter.openDate}T${filter.openTime}`;
  } else if (filter.openDate) {
    result.openWeekday = isoWeekday(filter.openDate);
  } else if (filter.openWeekday !== null) {
    result.openWeekday = filter.openWeekday;
    if (filter.openTime) result.openTime = filter.openTime;
  } else if (filter.openTime) {
    result.openAt = `${context.today}T${filter.openTime}`;
  }
  if (filter.openNow) result.openNow = true;
  if (filter.afterMidnight) result.afterMidnight = true;
  if (filter.nearby) result.nearby = true;
  if (filter.booking) result.isReservationsEnabled = true;
  if (context.following) result.isFollowing = true;
  if (filter.moderation) result.moderationStatus = filter.moderation;
  if (filter.deleted) result.isDeleted = true;
  return result;
}

/** Every 30-minute step of a day, 00:00 ... 23:30. */
export function timeSteps(stepMinutes: number): string[] {
  const steps: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += stepMinutes) {
    const hours = String(Math.floor(minutes / 60)).padStart(2, '0');
    steps.push(`${hours}:${String(minutes % 60).padStart(2, '0')}`);
  }
  return steps;
}
