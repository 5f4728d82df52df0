import { earthRadiusMetres } from '../city/city-repository.js';
import { placeLimits } from '../messages.js';
import type { FeatureName, ModerationStatus } from './place-types.js';

/** Minutes in a week: schedules are stored as minutes from Monday 00:00 (migration 003). */
export const minutesPerWeek = 7 * 24 * 60;
/** The radius of `nearby=true`, in metres. */
export const nearbyRadiusMetres = placeLimits.nearbyRadiusMetres;

export interface GeoPoint {
  lat: number;
  lon: number;
}

export type PlaceOrder = 'rank' | 'distance' | 'name';

/**
 * Who may see which places: visitors the listed ones (published, not deleted); admins may ask for
 * those on moderation, unpublished or deleted instead.
 */
export interface PlaceVisibility {
  moderationStatus?: Exclude<ModerationStatus, 'published'>;
  deleted?: boolean;
}

/** Every filter of GET /places, already validated. Within a list any value counts. */
export interface PlaceFilter {
  cityId?: string;
  categories?: readonly string[];
  cuisines?: readonly string[];
  features?: readonly FeatureName[];
  averageChecks?: readonly number[];
  /** Open at this minute of the week (local time of the place's city). */
  openAtMinutes?: readonly number[];
  /** Open on this weekday (1 = Monday). */
  openWeekday?: number;
  openNow?: boolean;
  afterMidnight?: boolean;
  /** The caller's position: distances are computed from here. */
  from?: GeoPoint;
  nearby?: boolean;
  reservationsEnabled?: boolean;
  /** Only places this user follows. */
  followerId?: string;
  /**
   * Only places this user owns, manages or asked permission for (`/staffed`), whatever their
   * moderation or status: their staff see them all.
   */
  staffUserId?: string;
  organisationId?: string;
  /** Name search (trimmed, not empty). */
  query?: string;
  /** Ordering by rank, this city's places come first (a search while browsing it). */
  preferredCityId?: string;
  visibility?: PlaceVisibility;
  order: PlaceOrder;
}

export interface PlaceFilterSql {
  /** Conditions on `places p`, joined with AND. */
  where: string;
  /** ORDER BY expressions (always ending with p.id, so paging is stable). */
  orderBy: string;
  /** An extra select-list entry `... AS distance`, or empty. */
  distanceColumn: string;
  params: unknown[];
}

/** Minute of the week (0 = Monday 00:00) of a weekday (1-7) and a `HH:mm` time. */
export function minuteOfWeek(weekday: number, time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (weekday - 1) * 1440 + (hours ?? 0) * 60 + (minutes ?? 0);
}

/** ISO weekday (1 = Monday) of a calendar date `YYYY-MM-DD`. */
export function weekdayOfDate(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * Translates a filter into SQL over `places p`. Each condition is chosen so an index can serve it
 * (migration 003): the city list index, GIN on features_on and on the name trigrams, GiST on the
 * open minutes and on the earth position.
 */
export function placeFilterSql(filter: PlaceFilter): PlaceFilterSql {
  const params: unknown[] = [];
  const param = (value: unknown, cast = ''): string => {
    params.push(value);
    return `$${params.length}${cast}`;
  };
  const conditions: string[] = [];

  const visibility = filter.visibility ?? {};
  if (filter.staffUserId) {
    conditions.push(
      `EXISTS (SELECT 1 FROM place_staff ps WHERE ps.place_id = p.id
                 AND ps.user_id = ${param(filter.staffUserId)})`,
    );
  } else {
    if (visibility.deleted) conditions.push(`p.status = 'deleted'`);
    else conditions.push(`p.status <> 'deleted'`);
    if (visibility.moderationStatus) {
      conditions.push(`p.moderation_status = ${param(visibility.moderationStatus)}`);
    } else if (!visibility.deleted) {
      conditions.push(`p.moderation_status = 'published'`);
    }
  }

  if (filter.cityId) conditions.push(`p.city_id = ${param(filter.cityId)}`);
  if (filter.organisationId) conditions.push(`p.organisation_id = ${param(filter.organisationId)}`);
  if (filter.categories?.length) {
    conditions.push(
      `p.category_id IN (SELECT c.id FROM categories c WHERE c.latin_name = ANY(${param(filter.categories, '::text[]')}))`,
    );
  }
  if (filter.cuisines?.length) {
    conditions.push(
      `EXISTS (SELECT 1 FROM place_cuisines pc WHERE pc.place_id = p.id
                 AND pc.cuisine_value = ANY(${param(filter.cuisines, '::text[]')}))`,
    );
  }
  if (filter.features?.length) {
    conditions.push(`p.features_on && ${param(filter.features, '::text[]')}`);
  }
  if (filter.averageChecks?.length) {
    conditions.push(`p.average_check = ANY(${param(filter.averageChecks, '::smallint[]')})`);
  }
  for (const minute of filter.openAtMinutes ?? []) {
    conditions.push(`p.open_week @> ${param(minute, '::integer')}`);
  }
  if (filter.openWeekday) {
    conditions.push(`(p.open_days & ${param(1 << (filter.openWeekday - 1), '::smallint')}) <> 0`);
  }
  if (filter.openNow) {
    // The local time of each place's city; one value when the city is fixed.
    const cityOf = filter.cityId ? param(filter.cityId) : 'p.city_id';
    conditions.push(
      `p.open_week @> (SELECT ((extract(isodow FROM local_now) - 1) * 1440
                               + extract(hour FROM local_now) * 60
                               + extract(minute FROM local_now))::integer
                        FROM (SELECT now() AT TIME ZONE c.time_zone AS local_now
                              FROM cities c WHERE c.id = ${cityOf}) AS city_time)`,
    );
  }
  if (filter.afterMidnight) conditions.push('p.open_after_midnight');
  if (filter.reservationsEnabled) conditions.push('p.is_reservations_enabled');
  if (filter.followerId) {
    conditions.push(
      `EXISTS (SELECT 1 FROM follows f WHERE f.place_id = p.id
                 AND f.follower_id = ${param(filter.followerId)})`,
    );
  }

  let distanceColumn = '';
  let earthFrom = '';
  if (filter.from) {
    const lat = param(filter.from.lat, '::float8');
    const lon = param(filter.from.lon, '::float8');
    distanceColumn = `, place_distance(${lat}, ${lon}, p.lat, p.lon) AS distance`;
    earthFrom = `ll_to_earth(${lat}, ${lon})`;
    if (filter.nearby) {
      // The box (in earth() units, whatever radius the extension uses) is what the GiST index
      // answers; the exact great-circle test then trims its corners.
      const radius = param(nearbyRadiusMetres, '::float8');
      conditions.push(
        `earth_box(${earthFrom}, ${radius} * earth() / ${earthRadiusMetres}) @> ll_to_earth(p.lat, p.lon)`,
        `place_distance(${lat}, ${lon}, p.lat, p.lon) <= ${radius}`,
      );
    }
  }

  let similarity = '';
  if (filter.query) {
    // Every word of the query is in the name, as a substring or close to one of its words (typos).
    // A word of trigram length is first looked up among the distinct words of names (migration
    // 011), then the places having one of those are taken through the array index; the bitmaps of
    // the query's words are intersected, so a common word ('kitchen') never makes the database
    // recheck or rank thousands of names. Shorter words have no trigram to look up by: they only
    // narrow what the others found (or, alone, are checked name by name).
    for (const word of searchWords(filter.query)) {
      const needle = param(word);
      const substring = `'%' || ${escapeLikeSql(needle)} || '%'`;
      conditions.push(
        [...word].length >= trigramLength
          ? `p.name_words && ARRAY(SELECT w.word FROM place_name_words w
                                   WHERE w.word ILIKE ${substring} OR ${needle} <% w.word)`
          : `(p.name ILIKE ${substring} OR ${needle} <% p.name)`,
      );
    }
    // The whole query as a substring first (strpos keeps '%' and '_' plain), then the closest.
    const needle = param(filter.query);
    similarity = `(strpos(lower(p.name), lower(${needle})) > 0) DESC, word_similarity(${needle}, p.name) DESC, `;
  }

  let orderBy: string;
  switch (filter.order) {
    case 'distance':
      if (!earthFrom) throw new Error('Ordering by distance needs a position');
      // Nearest first through the GiST index (chord length orders like great-circle distance).
      orderBy = `ll_to_earth(p.lat, p.lon) <-> ${earthFrom}, p.id`;
      break;
    case 'name':
      orderBy = 'p.name, p.id';
      break;
    case 'rank': {
      const preferred = filter.preferredCityId
        ? `(p.city_id = ${param(filter.preferredCityId)}) DESC, `
        : '';
      orderBy = `${preferred}${similarity}p.rank DESC, p.id`;
      break;
    }
  }

  return { where: conditions.join('\n  AND '), orderBy, distanceColumn, params };
}

/**
 * Whether a list read may run as a prepared statement (see prepared-read): a name search, in one
 * city or everywhere, where the plan PostgreSQL keeps for any values (trigram bitmaps, then the
 * ranking) is the one it would make for these. Other mixes need their values to be planned well:
 * without them the nearby box gets intersected with the features index and sorted, not walked
 * nearest first (measured ten times slower on 100,000 places).
 */
export function plansWellPrepared(filter: PlaceFilter): boolean {
  // The city and the preferred city are plain equalities: any city plans alike.
  const {
    query,
    cityId: _city,
    preferredCityId: _preferred,
    order,
    visibility,
    ...others
  } = filter;
  const noOthers = Object.values(others).every(
    (value) =>
      value === undefined || value === false || (Array.isArray(value) && value.length === 0),
  );
  return (
    query !== undefined &&
    order === 'rank' &&
    noOthers &&
    !visibility?.moderationStatus &&
    !visibility?.deleted
  );
}

/** The distinct words of a search (case-insensitive), at most `maxSearchWords`. */
export function searchWords(query: string): string[] {
  const words = query.split(/\s+/).filter((word) => word !== '');
  const seen = new Set<string>();
  return words
    .filter((word) => {
      const key = word.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, maxSearchWords);
}

/** Words shorter than a trigram cannot be looked up through a trigram index. */
const trigramLength = 3;

/** More words than this only narrow a name search further; they are left out. */
const maxSearchWords = 8;

/** `value` as a LIKE pattern matching itself literally. */
function escapeLikeSql(value: string): string {
  return `replace(replace(replace(${value}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;
}
