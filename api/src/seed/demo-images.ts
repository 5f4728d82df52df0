import sharp from 'sharp';
import type { StoredVariants } from '../image/image-set.js';
import { storeImageVariants } from '../image/image-set.js';
import type { ImageStorage } from '../image/storage.js';
import { variantNames } from '../image/variants.js';
import { Prng } from './prng.js';

export const demoImageCount = 24;
const width = 1600;
const height = 1000;

/** Storage key prefix of the demo image `index`; the id of its image set is part of the name. */
export function demoImageKeyPrefix(imageSetId: string): string {
  return `demo/${imageSetId}`;
}

/**
 * What the stored variants of every demo image look like; sizes follow from the fixed source size
 * and the variant rules, so demo data can be built without touching the disk.
 */
export function demoImageVariants(imageSetId: string): StoredVariants {
  const prefix = demoImageKeyPrefix(imageSetId);
  const sizes = {
    standard: { width: 1280, height: 800 },
    thumbnail: { width: 320, height: 200 },
    cover: { width: 1600, height: 600 },
    original: { width, height },
  };
  return Object.fromEntries(
    variantNames.map((name) => [name, { key: `${prefix}-${name}.jpg`, ...sizes[name] }]),
  ) as StoredVariants;
}

function hsl(hue: number, saturation: number, lightness: number): string {
  return `hsl(${Math.round(hue)}, ${Math.round(saturation)}%, ${Math.round(lightness)}%)`;
}

/** A deterministic abstract picture (a gradient with a table of plates, so to speak). */
function demoPictureSvg(index: number): string {
  const random = new Prng(0x7a401a + index * 7919);
  const hue = (index * 360) / demoImageCount;
  const shapes: string[] = [];
  for (let i = 0; i < 7; i += 1) {
    const radius = random.int(60, 220);
    shapes.push(
      `<circle cx="${random.int(0, width)}" cy="${random.int(0, height)}" r="${radius}" ` +
        `fill="${hsl(hue + random.int(-40, 40), 60, random.int(55, 85))}" fill-opacity="0.55"/>`,
    );
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${hsl(hue, 65, 35)}"/>` +
    `<stop offset="1" stop-color="${hsl(hue + 50, 70, 60)}"/>` +
    `</linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>${shapes.join('')}</svg>`
  );
}

/**
 * Makes sure the files of every demo image exist in `storage`, rendering only the missing ones,
 * so a restart or a second test run reuses them.
 */
export async function ensureDemoImages(
  storage: ImageStorage,
  imageSetIds: readonly string[],
): Promise<void> {
  await Promise.all(
    imageSetIds.map(async (id, index) => {
      const expected = demoImageVariants(id);
      const present = await Promise.all(
        variantNames.map((name) => storage.has(expected[name].key)),
      );
      if (present.every(Boolean)) return;
      const source = await sharp(Buffer.from(demoPictureSvg(index)))
        .jpeg()
        .toBuffer();
      const stored = await storeImageVariants(storage, demoImageKeyPrefix(id), source);
      for (const name of variantNames) {
        if (
          stored[name].width !== expected[name].width ||
          stored[name].height !== expected[name].height
        ) {
          throw new Error(`Demo image ${id} ${name} has an unexpected size`);
        }
      }
    }),
  );
}
