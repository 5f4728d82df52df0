// The places list's GraphQL arguments as the api's query parameters (SPEC section 7, GET /places).
import type {
  AverageCheck,
  PlaceFeature,
  PlaceFilter,
  PlaceModerationStatus,
  PlaceOrder,
} from '../generated/resolvers.js';
import type { PlaceListParams } from './place-api.js';

const FEATURES: Readonly<Record<PlaceFeature, string>> = {
  ALCOHOL: 'alcohol',
  BUSINESS_LUNCH: 'businessLunch',
  CASHFREE: 'cashfree',
  CHILDREN_ROOM: 'childrenRoom',
  DANCEFLOOR: 'dancefloor',
  DELIVERY: 'delivery',
  ENTERTAINMENT: 'entertainment',
  HOOKAH: 'hookah',
  KARAOKE: 'karaoke',
  LIVE_MUSIC: 'liveMusic',
  MOBILE_CHARGE: 'mobileCharge',
  PARKING_TYPE: 'parkingType',
  SMOKE_ZONE: 'smokeZone',
  SPORT_TRANSLATIONS: 'sportTranslations',
  TERRACE: 'terrace',
  WIFI: 'wifi',
};

const AVERAGE_CHECK_LEVELS: Readonly<Record<AverageCheck, number>> = {
  UP_TO_500: 1,
  FROM_500_TO_1000: 2,
  FROM_1000_TO_2000: 3,
  FROM_2000: 4,
};

const ORDERS: Readonly<Record<PlaceOrder, NonNullable<PlaceListParams['order_by']>>> = {
  RANK: 'rank',
  DISTANCE: 'distance',
  NAME: 'name',
};

const MODERATION: Readonly<
  Record<PlaceModerationStatus, NonNullable<PlaceListParams['moderation_status']>>
> = {
  ON_MODERATION: 'on-moderation',
  UNPUBLISHED: 'unpublished',
};

export interface PlaceListArgs {
  city?: string | null;
  filter?: PlaceFilter | null;
  orderBy?: PlaceOrder | null;
  lat?: number | null;
  lon?: number | null;
}

type Maybe<T> = T | null | undefined;

function csv<T>(
  values: Maybe<readonly T[]>,
  map: (value: T) => string | number,
): string | undefined {
  if (!values?.length) return undefined;
  return [...new Set(values.map(map))].join(',');
}

// The api reads `flag=false` as "not filtered" too, but an absent parameter keeps URLs (and the
// api's logs) to what the visitor actually asked for.
function flag(value: Maybe<boolean>): true | undefined {
  return value === true ? true : undefined;
}

function present<T>(value: Maybe<T>): T | undefined {
  return value === null ? undefined : value;
}

/**
 * Everything but paging: the api validates the values (400 FieldInvalid names each field) and
 * enforces who may use which filter (401 for `is_following`, 403 for the admin ones).
 */
export function placeListParams(args: PlaceListArgs): Omit<PlaceListParams, 'offset' | 'limit'> {
  const filter = args.filter ?? {};
  const params: Omit<PlaceListParams, 'offset' | 'limit'> = {
    city: present(args.city),
    categories: csv(filter.categories, (value) => value),
    cuisines: csv(filter.cuisines, (value) => value),
    features: csv(filter.features, (feature) => FEATURES[feature]),
    average_check: csv(filter.averageChecks, (check) => AVERAGE_CHECK_LEVELS[check]),
    open_at: present(filter.openAt),
    open_weekday: present(filter.openWeekday),
    open_time: present(filter.openTime),
    open_now: flag(filter.openNow),
    after_midnight: flag(filter.afterMidnight),
    nearby: flag(filter.nearby),
    is_reservations_enabled: flag(filter.isReservationsEnabled),
    is_following: flag(filter.isFollowing),
    is_deleted: flag(filter.isDeleted),
    organisation_id: present(filter.organisationId),
    query: filter.query?.trim() || undefined,
    moderation_status: filter.moderationStatus ? MODERATION[filter.moderationStatus] : undefined,
    order_by: args.orderBy && args.orderBy !== 'RANK' ? ORDERS[args.orderBy] : undefined,
    lat: present(args.lat),
    lon: present(args.lon),
  };
  // Undefined keys are dropped so equal filters give equal objects (and equal upstream URLs).
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined),
  ) as Omit<PlaceListParams, 'offset' | 'limit'>;
}
