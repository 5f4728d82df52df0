import type { Page } from '@playwright/test';
import type { ScheduleItem } from '../support/london-clock.js';
import { graphql } from './social-support.js';

// What the booking journeys set up through the gateway as the signed-in staff or admin: find the
// demo place, read its opening hours.

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
