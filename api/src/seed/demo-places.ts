import type { DemoCategoryName, DemoCity } from './demo-catalog.js';
import { demoId } from './demo-id.js';
import type { Prng } from './prng.js';

/** A place as the generator makes it, before it is split into table rows. */
export interface DemoPlace {
  id: string;
  latinName: string;
  name: string;
  category: DemoCategoryName;
  cuisines: string[];
  averageCheck: number | null;
  isTop50Bars: boolean;
  isTop100Restaurants: boolean;
  isTopCafes: boolean;
  isReservationsEnabled: boolean;
  street: string;
  building: string;
  lat: number;
  lon: number;
  status: 'opened' | 'closed' | 'temporary-closed' | 'deleted';
  moderationStatus: 'published' | 'on-moderation' | 'unpublished';
  moderationUnpublishedReason: string | null;
  shortDescription: string;
  description: string;
  parkingInfo: string | null;
  roadInfo: string | null;
  features: Record<string, number | null>;
  followerCount: number;
  reviewCount: number;
  newsCount: number;
  rank: number;
  /** Indexes into the demo image pool. */
  avatar: number | null;
  logo: number | null;
  background: number | null;
  /** Index into the demo dress codes. */
  dresscode: number | null;
  phones: { id: string; phone: string; name: string | null }[];
  links: { id: string; name: string; link: string }[];
  schedules: DemoSchedule[];
}

export interface DemoSchedule {
  id: string;
  name: string | null;
  isMain: boolean;
  items: { dayOfWeek: number; startAt: string; endAt: string }[];
}

export const words = [
  'Luna',
  'Copper',
  'Olive',
  'Saffron',
  'Juniper',
  'Fig',
  'Harbour',
  'Ember',
  'Linden',
  'Sorrel',
  'Marlow',
  'Clover',
  'Quince',
  'Basil',
  'Cedar',
  'Amber',
  'Rosemary',
  'Plum',
  'Larder',
  'Velvet',
  'Lantern',
  'Orchard',
  'Pepper',
  'Hazel',
  'Magpie',
  'Willow',
  'Anchor',
  'Sparrow',
  'Tamarind',
  'Nutmeg',
  'Barley',
  'Heron',
  'Cobalt',
  'Maple',
  'Thyme',
  'Salt',
  'Honey',
  'Granite',
  'Ivy',
  'Coriander',
  'Falcon',
  'Morel',
  'Pomegranate',
  'Walnut',
  'Indigo',
  'Garnet',
  'Sage',
  'Cinder',
] as const;

export const animals = [
  'Fox',
  'Hare',
  'Stag',
  'Swan',
  'Crown',
  'Lion',
  'Owl',
  'Bell',
  'Plough',
  'Oak',
];

export const nameTemplates: Record<
  DemoCategoryName,
  readonly ((word: string, other: string) => string)[]
> = {
  restaurants: [
    (w) => `Osteria ${w}`,
    (w) => `${w} Kitchen`,
    (w) => `Brasserie ${w}`,
    (w, o) => `${w} & ${o}`,
    (w) => `${w} Dining Room`,
    (w) => `Trattoria ${w}`,
    (w) => `The ${w} Table`,
    (w) => `${w} Grill`,
  ],
  bars: [
    (w) => `The ${w} Bar`,
    (w) => `${w} Lounge`,
    (w) => `${w} Social`,
    (w, o) => `${w} and ${o}`,
    (w) => `Bar ${w}`,
  ],
  cafes: [(w) => `Cafe ${w}`, (w) => `${w} Cafe`, (w) => `Little ${w}`, (w) => `${w} Corner`],
  'coffee-houses': [(w) => `${w} Coffee`, (w) => `${w} Roasters`, (w) => `${w} Espresso`],
  pubs: [(_w, o) => `The ${o} & Anchor`, (_w, o) => `The ${o} Arms`, (w, o) => `The ${w} ${o}`],
  bakeries: [(w) => `${w} Bakery`, (w) => `${w} Bakehouse`, (w) => `Boulangerie ${w}`],
};

/** Cuisines each category draws from (the first ones more often). */
const cuisinesByCategory: Record<DemoCategoryName, readonly string[]> = {
  restaurants: [
    'european',
    'italian',
    'french',
    'japanese',
    'georgian',
    'russian',
    'british',
    'american',
    'spanish',
    'greek',
    'mexican',
    'chinese',
    'thai',
    'indian',
    'korean',
    'vietnamese',
    'lebanese',
    'german',
    'seafood',
    'vegetarian',
  ],
  bars: ['european', 'american', 'spanish', 'japanese', 'mexican', 'british', 'italian'],
  cafes: ['european', 'french', 'italian', 'vegetarian', 'bakery', 'coffee', 'american'],
  'coffee-houses': ['coffee', 'bakery', 'european', 'vegetarian'],
  pubs: ['british', 'european', 'german', 'american'],
  bakeries: ['bakery', 'french', 'coffee', 'european'],
};

/** Cuisines that each city's restaurants favour, so the demo feels local. */
const localCuisines: Record<string, readonly string[]> = {
  'london-england-united-kingdom': ['british', 'indian', 'italian'],
  'moscow-russia': ['russian', 'georgian', 'european'],
  'paris-france': ['french', 'european'],
  'berlin-germany': ['german', 'vietnamese', 'european'],
  'new-york-united-states': ['american', 'italian', 'chinese'],
  'rome-italy': ['italian', 'european'],
  'barcelona-spain': ['spanish', 'seafood'],
  'tbilisi-georgia': ['georgian', 'european'],
  'tokyo-japan': ['japanese', 'korean'],
};

const categoryWeights: readonly [DemoCategoryName, number][] = [
  ['restaurants', 40],
  ['bars', 18],
  ['cafes', 14],
  ['coffee-houses', 10],
  ['pubs', 10],
  ['bakeries', 8],
];

export function weightedCategory(random: Prng): DemoCategoryName {
  let roll = random.next() * 100;
  for (const [category, weight] of categoryWeights) {
    roll -= weight;
    if (roll < 0) return category;
  }
  return 'restaurants';
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

type Items = DemoSchedule['items'];

function days(from: number, to: number, startAt: string, endAt: string): Items {
  const items: Items = [];
  for (let day = from; day <= to; day += 1) items.push({ dayOfWeek: day, startAt, endAt });
  return items;
}

/** Main opening hours by category, with the cases the schedule text must handle. */
export function mainSchedule(category: DemoCategoryName, random: Prng): Items {
  if (random.chance(0.05)) return days(1, 7, '00:00', '00:00');
  switch (category) {
    case 'bars':
      // Past midnight, later at the weekend; some rest on Monday.
      return [
        ...days(random.chance(0.3) ? 2 : 1, 4, '18:00', '02:00'),
        ...days(5, 6, '18:00', '04:00'),
        ...days(7, 7, '17:00', '00:00'),
      ];
    case 'pubs':
      return [
        ...days(1, 4, '11:00', '23:00'),
        ...days(5, 6, '11:00', '01:00'),
        ...days(7, 7, '12:00', '22:30'),
      ];
    case 'cafes':
    case 'coffee-houses':
      return [...days(1, 5, '08:00', '20:00'), ...days(6, 7, '09:00', '18:00')];
    case 'bakeries':
      // Closed on Sunday.
      return days(1, 6, '07:00', '19:00');
    case 'restaurants':
      return random.chance(0.35)
        ? [...days(2, 6, '12:00', '23:00'), ...days(7, 7, '12:00', '22:00')]
        : days(
            1,
            7,
            random.pick(['11:00', '12:00', '12:30']),
            random.pick(['22:00', '23:00', '23:30']),
          );
  }
}

export function pickCuisines(
  category: DemoCategoryName,
  cityLatinName: string,
  random: Prng,
): string[] {
  const count = random.int(1, category === 'restaurants' ? 3 : 2);
  const local = localCuisines[cityLatinName] ?? [];
  const first =
    category === 'restaurants' && local.length > 0 && random.chance(0.6)
      ? random.pick(local)
      : random.pick(cuisinesByCategory[category]);
  const rest = random.sample(
    cuisinesByCategory[category].filter((value) => value !== first),
    count - 1,
  );
  return [first, ...rest];
}

export function features(category: DemoCategoryName, random: Prng): Record<string, number | null> {
  const nightly = category === 'bars' || category === 'pubs';
  const maybe = (probability: number, value = 1) => (random.chance(probability) ? value : null);
  return {
    alcohol: category === 'bakeries' || category === 'coffee-houses' ? 0 : 1,
    businessLunch: category === 'restaurants' ? maybe(0.5) : null,
    cashfree: random.chance(0.85) ? 1 : 0,
    childrenRoom: category === 'restaurants' ? maybe(0.15) : null,
    dancefloor: nightly ? maybe(0.3, random.int(1, 2)) : null,
    delivery: maybe(0.4),
    entertainment: nightly ? maybe(0.3, random.int(1, 2)) : null,
    hookah: nightly ? maybe(0.1) : null,
    karaoke: nightly ? maybe(0.1) : null,
    liveMusic: nightly || category === 'restaurants' ? maybe(0.25, random.int(1, 2)) : null,
    mobileCharge: maybe(0.5),
    parkingType: maybe(0.4, random.int(1, 4)),
    smokeZone: maybe(0.3, random.pick([1, 3])),
    sportTranslations: nightly ? maybe(0.4) : null,
    terrace: maybe(0.35),
    wifi: random.chance(0.8) ? 1 : 0,
  };
}

const descriptions: Record<DemoCategoryName, readonly string[]> = {
  restaurants: [
    'Seasonal plates cooked over fire, with a short list of natural wines.',
    'A neighbourhood dining room serving generous family-style dishes.',
    'Handmade pasta, slow-cooked sauces and a long table for sharing.',
    'A tasting menu that follows the market, changed every week.',
  ],
  bars: [
    'Low lights, vinyl on the turntable and classic cocktails done right.',
    'A narrow bar with a big back bar and late nights at the weekend.',
    'Natural wines by the glass and small plates until late.',
  ],
  cafes: [
    'Bright corner cafe for breakfast, brunch and slow afternoons.',
    'Homemade cakes, soups at lunch and a quiet table by the window.',
  ],
  'coffee-houses': [
    'Single-origin coffee roasted in-house, brewed by the cup.',
    'Espresso, filter and a counter of fresh pastries every morning.',
  ],
  pubs: [
    'A proper local with cask ales, Sunday roasts and a quiz on Tuesdays.',
    'Wood panels, a real fire in winter and a garden for summer.',
  ],
  bakeries: [
    'Sourdough from a wood-fired oven, croissants from six in the morning.',
    'Rye loaves, cinnamon buns and coffee to take away.',
  ],
};

/**
 * Generates the places of one city. `listed` places are published and not deleted; `extra`
 * places are the few that lists must never show (on moderation, unpublished or deleted).
 */
export function generateCityPlaces(
  city: DemoCity,
  random: Prng,
  takenSlugs: Set<string>,
  imageCount: number,
  dresscodeCount: number,
): DemoPlace[] {
  const extra = Math.max(2, Math.round(city.placeCount * 0.06));
  const total = city.placeCount + extra;
  const usedNames = new Set<string>();
  const places: DemoPlace[] = [];
  const cityWord = city.latinName.split('-')[0] ?? 'city';

  for (let index = 0; index < total; index += 1) {
    const key = `${city.latinName}/${index}`;
    const category = weightedCategory(random);
    let name = '';
    while (name === '' || usedNames.has(name)) {
      const template = random.pick(nameTemplates[category]);
      name = template(random.pick(words), random.pick(animals));
    }
    usedNames.add(name);
    let latinName = slugify(name);
    if (takenSlugs.has(latinName)) latinName = `${latinName}-${cityWord}`;
    for (let n = 2; takenSlugs.has(latinName); n += 1)
      latinName = `${slugify(name)}-${cityWord}-${n}`;
    takenSlugs.add(latinName);

    const listed = index < city.placeCount;
    const hidden = listed
      ? null
      : (['on-moderation', 'unpublished', 'deleted'] as const)[index % 3];
    const isTop50Bars = category === 'bars' && random.chance(0.15);
    const isTop100Restaurants = category === 'restaurants' && random.chance(0.12);
    const isTopCafes =
      (category === 'cafes' || category === 'coffee-houses') && random.chance(0.15);
    const followerCount = Math.floor(random.next() ** 2 * 2400);

    const schedules: DemoSchedule[] = [
      {
        id: demoId('schedule', `${key}/main`),
        name: null,
        isMain: true,
        items: mainSchedule(category, random),
      },
    ];
    if ((category === 'restaurants' || category === 'pubs') && random.chance(0.25)) {
      schedules.push({
        id: demoId('schedule', `${key}/kitchen`),
        name: 'Kitchen',
        isMain: false,
        items: days(1, 7, '12:00', '22:00'),
      });
    }

    const phones: DemoPlace['phones'] = [
      {
        id: demoId('phone', `${key}/0`),
        phone: `${city.phonePrefix} ${String(random.int(1000, 9999))}`,
        name: random.chance(0.5) ? 'Bookings' : null,
      },
    ];
    if (random.chance(0.3)) {
      phones.push({
        id: demoId('phone', `${key}/1`),
        phone: `${city.phonePrefix} ${String(random.int(1000, 9999))}`,
        name: 'Delivery',
      });
    }
    const links: DemoPlace['links'] = [
      {
        id: demoId('link', `${key}/site`),
        name: 'Website',
        link: `https://${latinName}.example.com`,
      },
    ];
    if (random.chance(0.6)) {
      links.push({
        id: demoId('link', `${key}/instagram`),
        name: 'Instagram',
        link: `https://instagram.com/${latinName.replaceAll('-', '')}`,
      });
    }

    const shortDescription = random.pick(descriptions[category]);
    const street = random.pick(city.streets);
    places.push({
      id: demoId('place', key),
      latinName,
      name,
      category,
      cuisines: pickCuisines(category, city.latinName, random),
      averageCheck: random.chance(0.9) ? random.int(1, 4) : null,
      isTop50Bars,
      isTop100Restaurants,
      isTopCafes,
      isReservationsEnabled:
        (category === 'restaurants' || category === 'bars') && random.chance(0.45),
      street,
      building: String(random.int(1, 220)),
      // Within a few kilometres of the centre.
      lat: Number((city.lat + random.float(-0.04, 0.04)).toFixed(6)),
      lon: Number((city.lon + random.float(-0.06, 0.06)).toFixed(6)),
      status:
        hidden === 'deleted' ? 'deleted' : random.chance(0.04) ? 'temporary-closed' : 'opened',
      moderationStatus:
        hidden === 'on-moderation' || hidden === 'unpublished' ? hidden : 'published',
      moderationUnpublishedReason:
        hidden === 'unpublished' ? 'The photos do not show the place.' : null,
      shortDescription,
      description: `${name} is on ${street} in ${city.name}. ${shortDescription} ${random.pick([
        'Walk-ins welcome; book ahead at the weekend.',
        'Dogs are welcome on the terrace.',
        'Ask about the private room for groups.',
        'The menu marks vegetarian and vegan dishes.',
      ])}`,
      parkingInfo: random.chance(0.3)
        ? 'Street parking nearby; a public car park two minutes away.'
        : null,
      roadInfo: random.chance(0.3)
        ? `A five-minute walk from the nearest station on ${street}.`
        : null,
      features: features(category, random),
      followerCount,
      reviewCount: Math.floor(followerCount / random.int(12, 40)),
      newsCount: random.int(0, 24),
      rank:
        (isTop50Bars || isTop100Restaurants || isTopCafes ? 10_000 : 0) +
        Math.floor(followerCount / 10) +
        random.int(0, 50),
      avatar: random.chance(0.6) ? random.int(0, imageCount - 1) : null,
      logo: random.chance(0.35) ? random.int(0, imageCount - 1) : null,
      background: random.chance(0.92) ? random.int(0, imageCount - 1) : null,
      dresscode:
        (category === 'restaurants' || category === 'bars') && random.chance(0.3)
          ? random.int(0, dresscodeCount - 1)
          : null,
      phones,
      links,
      schedules,
    });
  }
  return places;
}
