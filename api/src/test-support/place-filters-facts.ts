// The demo data's places as the place filters of GET /places expect them: every expected list is
// computed here in TypeScript from buildDemoData(), never from SQL; and the calls the filter
// suites make.
import { expect } from 'vitest';
import { buildDemoData } from '../seed/demo-data.js';
import type { PlaceShort } from '../place/place-types.js';
import { demoAccessToken } from './api-under-test.js';

type Row = Record<string, unknown>;

export interface DemoPlaceRow {
  id: string;
  name: string;
  city_id: string;
  category_id: string | null;
  organisation_id: string | null;
  average_check: number | null;
  is_reservations_enabled: boolean;
  lat: number;
  lon: number;
  status: string;
  moderation_status: string;
  rank: number;
  features: Record<string, number | null>;
}

const earthRadius = 6_372_795;
export const london = 'london-england-united-kingdom';

/** Great-circle distance in metres (haversine), as SPEC section 9 defines it. */
export function distanceMetres(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * earthRadius * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The demo data seen the way a reader of SPEC would: no SQL involved. */
export function demoFacts() {
  const data = buildDemoData();
  const places = data.places as unknown as DemoPlaceRow[];
  const cityId = (latinName: string) =>
    (data.cities.find((c) => c.latin_name === latinName)?.id as string) ?? '';
  const categoryId = (latinName: string) =>
    (data.categories.find((c) => c.latin_name === latinName)?.id as string) ?? '';
  const cuisinesOf = new Map<string, Set<string>>();
  for (const row of data.place_cuisines) {
    const set = cuisinesOf.get(row.place_id as string) ?? new Set<string>();
    set.add(row.cuisine_value as string);
    cuisinesOf.set(row.place_id as string, set);
  }
  const mainScheduleOf = new Map<string, string>();
  for (const schedule of data.place_schedules) {
    if (schedule.is_main) mainScheduleOf.set(schedule.place_id as string, schedule.id as string);
  }
  const itemsOf = new Map<string, Row[]>();
  for (const item of data.place_schedule_items) {
    const list = itemsOf.get(item.schedule_id as string) ?? [];
    list.push(item);
    itemsOf.set(item.schedule_id as string, list);
  }
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const mainItems = (placeId: string) => {
    const schedule = mainScheduleOf.get(placeId);
    return (schedule ? (itemsOf.get(schedule) ?? []) : []).map((item) => ({
      day: item.day_of_week as number,
      start: minutes(item.start_at as string),
      end: minutes(item.end_at as string),
    }));
  };
  /** Open at a minute of the week: an item past midnight runs into the next day (and Monday). */
  const openAt = (placeId: string, weekday: number, time: string) => {
    const minute = (weekday - 1) * 1440 + minutes(time);
    return mainItems(placeId).some(({ day, start, end }) => {
      const from = (day - 1) * 1440 + start;
      const length = end > start ? end - start : end - start + 1440;
      return (
        (from <= minute && minute < from + length) ||
        (from <= minute + 10080 && minute + 10080 < from + length)
      );
    });
  };
  const afterMidnight = (placeId: string) =>
    mainItems(placeId).some(({ start, end }) => end === start || (end < start && end > 0));
  const openOnDay = (placeId: string, weekday: number) =>
    mainItems(placeId).some(({ day }) => day === weekday);
  const listed = (place: DemoPlaceRow) =>
    place.moderation_status === 'published' && place.status !== 'deleted';
  const byRank = (a: DemoPlaceRow, b: DemoPlaceRow) =>
    b.rank - a.rank || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const inCity = (latinName: string) =>
    places.filter((p) => p.city_id === cityId(latinName) && listed(p)).sort(byRank);
  return {
    data,
    places,
    cityId,
    categoryId,
    cuisinesOf: (id: string) => cuisinesOf.get(id) ?? new Set<string>(),
    openAt,
    openOnDay,
    afterMidnight,
    listed,
    byRank,
    inCity,
  };
}

/** Local weekday (1 = Monday) and `HH:mm` of `date` in `timeZone`. */
export function localWeekTime(date: Date, timeZone: string): { weekday: number; time: string } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(part('weekday')) + 1;
  return { weekday, time: `${part('hour')}:${part('minute')}` };
}

export interface PlaceFilterSuiteOptions {
  /** The api's base URL; read inside tests only. */
  url: () => string;
}

interface Reply<T> {
  status: number;
  body: T;
}

/** GET calls of the api at `url()` (read inside tests only), as a visitor or with a token. */
export function placeRequests(url: () => string) {
  async function request<T>(path: string, token?: string): Promise<Reply<T>> {
    const response = await fetch(`${url()}/api/v1${path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: response.status, body: (await response.json()) as T };
  }
  async function places<T = PlaceShort>(query: string, token?: string): Promise<T[]> {
    const reply = await request<{ data: { places: T[] } }>(`/places?${query}`, token);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data.places;
  }
  const ids = (list: readonly { id: string }[]) => list.map((p) => p.id);
  const adminToken = (): Promise<string> => demoAccessToken(url(), 'admin');
  return { request, places, ids, adminToken };
}
