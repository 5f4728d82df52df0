import type { Browser, Page } from '@playwright/test';
import type { ScheduleItem } from '../support/london-clock.js';
import { graphql, inboxCodeOf } from './social-support.js';
import { freshPhone } from './support.js';

// What the booking journeys set up through the gateway: as the signed-in staff or admin, find the
// demo place, read its opening hours and set its bookable times; as a guest, book one of them.

/** A demo place found by its exact name. */
export async function placeNamed(
  page: Page,
  name: string,
): Promise<{ id: string; latinName: string }> {
  const { search } = await graphql<{
    search: { items: { name?: string; latinName?: string; id?: string }[] };
  }>(
    page,
    'query E2eFind($query: String!) { search(query: $query, limit: 10) { items { ... on Place { id name latinName } } } }',
    { query: name },
  );
  const found = search.items.find((item) => item.name === name);
  if (!found?.id || !found.latinName) throw new Error(`the demo data lacks ${name}`);
  return { id: found.id, latinName: found.latinName };
}

/** The place's main opening hours (its first schedule when none is main). */
export async function mainHoursOf(page: Page, placeId: string): Promise<ScheduleItem[]> {
  const { place } = await graphql<{
    place: { schedules: { isMain: boolean; items: ScheduleItem[] }[] };
  }>(
    page,
    'query E2eHours($id: ID!) { place(id: $id) { schedules { isMain items { dayOfWeek startAt endAt } } } }',
    { id: placeId },
  );
  return (place.schedules.find((schedule) => schedule.isMain) ?? place.schedules[0])?.items ?? [];
}

/** One bookable time of a weekday (1 is Monday) and the tables it offers. */
export interface BookableTime {
  dayOfWeek: number;
  time: string;
  tables: { seats: number; count: number }[];
}

/** As the signed-in staff or admin: the place takes bookings at these times, and only these. */
export async function setBookableTimes(
  page: Page,
  placeId: string,
  times: BookableTime[],
): Promise<void> {
  await graphql(
    page,
    'mutation E2eSettings($placeId: ID!, $input: ReservationSettingsInput!) { updateReservationSettings(placeId: $placeId, input: $input) { placeId } }',
    { placeId, input: { isReservationsEnabled: true, times } },
  );
}

/**
 * The page's person (or a visitor) books 2 guests at `datetime` through the API, with a phone
 * nobody has used and the code the development inbox holds for it.
 */
export async function bookThroughApi(
  page: Page,
  placeId: string,
  datetime: string,
  name: string,
): Promise<void> {
  const phone = freshPhone();
  await graphql(
    page,
    'mutation E2eHold($phone: String!, $placeId: ID, $datetime: String, $guestsCount: Int) { requestReservationCode(phone: $phone, placeId: $placeId, datetime: $datetime, guestsCount: $guestsCount) { timeout } }',
    { phone, placeId, datetime, guestsCount: 2 },
  );
  const code = await inboxCodeOf({ phone });
  await graphql(
    page,
    'mutation E2eBook($input: ReservationInput!) { createReservation(input: $input) { id } }',
    { input: { placeId, name, guestsCount: 2, datetime, phone, code } },
  );
}

/** A page in a browser context of its own, signed in as nobody. */
export async function freshPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** The radio of a bookable time on the booking screen. */
export function slot(page: Page, time: string) {
  return page.getByRole('radio', { name: new RegExp(`^${time}`) });
}
