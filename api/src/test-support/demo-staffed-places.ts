// The places of the demo roles (api/src/seed/people.ts, docs/demo-accounts.md) for tests: the
// roles are on London's first places by id; the first is Falcon Cafe (owner1 and manager1).
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
