import { demoId } from './demo-id.js';
import { Prng } from './prng.js';

type Row = Record<string, unknown>;

const albumTitles = [
  'Interior',
  'Dishes',
  'Terrace',
  'At the bar',
  'Evenings',
  'The team',
  'Drinks',
  'Desserts',
] as const;

const albumDescriptions = [
  'A look around before you book.',
  'Taken by our guests and our team.',
  'What the kitchen is proud of this season.',
] as const;

const menuTitles = ['Main menu', 'Drinks', 'Wine list', 'Breakfast', 'Lunch'] as const;

const menuDescriptions = [
  'The menu changes with the seasons; ask about today’s specials.',
  'Vegetarian and vegan dishes are marked; tell us about allergies.',
  'Set lunch on weekdays; the full menu from 6 pm.',
] as const;

export interface DemoGalleries {
  galleries: Row[];
  gallery_photos: Row[];
  /** Place id to its menu description. */
  menuDescriptions: Map<string, string>;
}

/**
 * Albums (2-4, with 3-8 photos) and menus (1-2) for most places of the cities given, made of the
 * demo pictures. Deterministic: the same seed and places give the same galleries.
 */
export function buildDemoGalleries(
  placeIds: readonly string[],
  imageSetIds: readonly string[],
  seed: number,
  share = 0.85,
): DemoGalleries {
  const random = new Prng(seed);
  const result: DemoGalleries = { galleries: [], gallery_photos: [], menuDescriptions: new Map() };
  for (const placeId of placeIds) {
    if (!random.chance(share)) continue;
    const add = (kind: 'album' | 'menu', title: string, order: number, photoCount: number) => {
      const id = demoId('gallery', `${placeId}/${kind}/${order}`);
      const photos = random.sample(imageSetIds, photoCount);
      result.galleries.push({
        id,
        place_id: placeId,
        kind,
        title,
        description: kind === 'album' && random.chance(0.5) ? random.pick(albumDescriptions) : null,
        // Sometimes a chosen cover, else the first photo stands in.
        cover_id: random.chance(0.3) ? random.pick(photos) : null,
        order_number: order,
      });
      photos.forEach((imageSetId, index) =>
        result.gallery_photos.push({
          gallery_id: id,
          image_set_id: imageSetId,
          order_number: index,
          description: random.chance(0.2) ? `${title}, photo ${index + 1}` : null,
        }),
      );
    };
    random
      .sample(albumTitles, random.int(2, 4))
      .forEach((title, order) => add('album', title, order, random.int(3, 8)));
    random
      .sample(menuTitles, random.int(1, 2))
      .forEach((title, order) => add('menu', title, order, random.int(2, 4)));
    result.menuDescriptions.set(placeId, random.pick(menuDescriptions));
  }
  return result;
}
