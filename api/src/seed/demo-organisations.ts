import { demoId } from './demo-id.js';
import { Prng } from './prng.js';

type Row = Record<string, unknown>;

/** Chains of the demo: names, home city, and how many places of which category they run. */
interface DemoChain {
  name: string;
  city: string;
  category: string;
  size: number;
  /** Another city where the chain also has places. */
  alsoIn?: { city: string; size: number };
}

const chains: readonly DemoChain[] = [
  {
    name: 'Harbour & Hearth Group',
    city: 'london-england-united-kingdom',
    category: 'restaurants',
    size: 5,
    alsoIn: { city: 'paris-france', size: 1 },
  },
  { name: 'Velvet Hour Bars', city: 'london-england-united-kingdom', category: 'bars', size: 3 },
  { name: 'Old Anchor Inns', city: 'london-england-united-kingdom', category: 'pubs', size: 2 },
  {
    name: 'Morning Ritual Coffee',
    city: 'london-england-united-kingdom',
    category: 'coffee-houses',
    size: 3,
  },
  { name: 'Samovar & Co.', city: 'moscow-russia', category: 'restaurants', size: 4 },
  { name: 'Petit Four Maisons', city: 'paris-france', category: 'cafes', size: 3 },
  { name: 'Spree Kollektiv', city: 'berlin-germany', category: 'bars', size: 2 },
  {
    name: 'Empire Slice Company',
    city: 'new-york-united-states',
    category: 'restaurants',
    size: 6,
  },
  { name: 'Forno Romano', city: 'rome-italy', category: 'restaurants', size: 2 },
];

export interface DemoOrganisations {
  organisations: Row[];
  /** Place id to organisation id. */
  placeOrganisation: Map<string, string>;
}

interface PlaceLike {
  id: string;
  city_id: string;
  category_id: string | null;
  moderation_status: string;
  status: string;
}

/**
 * The demo chains: each takes listed places of its category in its city (in id order, so the
 * choice is stable), and the first chain also one place that lists hide, so counts must skip it.
 */
export function buildDemoOrganisations(
  places: readonly PlaceLike[],
  cityIdOf: (latinName: string) => string,
  categoryIdOf: (latinName: string) => string,
  imageSetIds: readonly string[],
  seed: number,
): DemoOrganisations {
  const random = new Prng(seed);
  const byId = [...places].sort((a, b) => (a.id < b.id ? -1 : 1));
  const taken = new Set<string>();
  const listed = (place: PlaceLike) =>
    place.moderation_status === 'published' && place.status !== 'deleted';
  const take = (city: string, category: string, count: number, wantListed = true) => {
    const cityId = cityIdOf(city);
    const categoryId = categoryIdOf(category);
    const chosen = byId
      .filter(
        (place) =>
          !taken.has(place.id) &&
          place.city_id === cityId &&
          place.category_id === categoryId &&
          listed(place) === wantListed,
      )
      .slice(0, count);
    for (const place of chosen) taken.add(place.id);
    return chosen;
  };

  const organisations: Row[] = [];
  const placeOrganisation = new Map<string, string>();
  chains.forEach((chain, index) => {
    const id = demoId('organisation', chain.name);
    organisations.push({
      id,
      name: chain.name,
      category_id: categoryIdOf(chain.category),
      city_id: cityIdOf(chain.city),
      avatar_id: random.chance(0.8) ? random.pick(imageSetIds) : null,
      news_count: random.int(0, 12),
      review_count: random.int(0, 40),
    });
    const members = take(chain.city, chain.category, chain.size);
    if (chain.alsoIn) members.push(...take(chain.alsoIn.city, chain.category, chain.alsoIn.size));
    if (index === 0) members.push(...take(chain.city, chain.category, 1, false));
    for (const place of members) placeOrganisation.set(place.id, id);
  });
  return { organisations, placeOrganisation };
}

/** The demo organisation whose owner is the demo person 'owner-1' (docs: demo accounts). */
export const ownedDemoOrganisationName = chains[0]?.name ?? '';
