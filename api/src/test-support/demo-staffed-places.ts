// The places of the demo roles (api/src/seed/people.ts, docs/demo-accounts.md) for tests: the
// roles are on London's first places by id; the first is Falcon Cafe (owner1 and manager1).
import type { Queryable } from '../db/database.js';
import { buildDemoData } from '../seed/demo-data.js';
import { demoId } from '../seed/demo-id.js';

/** The id of the London place at `index` of the demo roles (0: Falcon Cafe). */
export function demoStaffedPlaceId(index: number): string {
  const londonId = demoId('city', 'london-england-united-kingdom');
  const london = buildDemoData()
    .places.filter((place) => place.city_id === londonId)
    .map((place) => String(place.id))
    .sort();
  const id = london[index];
  if (!id) throw new Error(`no demo place at ${index}`);
  return id;
}

/**
 * Opens `placeId` 10:00-23:00 every day of its main schedule, whatever the demo data says, so
 * tests of bookable times have the same hours on any day they run.
 */
export async function openAllDay(db: Queryable, placeId: string): Promise<void> {
  await db.query(
    `UPDATE place_schedule_items SET start_at = '10:00', end_at = '23:00'
     WHERE schedule_id IN (SELECT id FROM place_schedules WHERE place_id = $1 AND is_main)`,
    [placeId],
  );
}
