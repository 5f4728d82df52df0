import type { ImageStorage } from './storage.js';
import { renderVariants, variantNames, type VariantName } from './variants.js';

export interface StoredVariant {
  key: string;
  width: number;
  height: number;
}

export type StoredVariants = Record<VariantName, StoredVariant>;

/** A row of `image_sets` as repositories select it. */
export interface ImageSetRow {
  id: string;
  variants: StoredVariants;
  order_number: number;
  description: string | null;
}

export interface ImageVariant {
  url: string;
  width: number;
  height: number;
}

export interface ImageSet {
  id: string;
  standard: ImageVariant;
  thumbnail: ImageVariant;
  cover: ImageVariant;
  original: ImageVariant;
  orderNumber: number;
  description: string | null;
}

export function toImageSet(row: ImageSetRow, storage: ImageStorage): ImageSet {
  const variant = (name: VariantName): ImageVariant => {
    const stored = row.variants[name];
    return { url: storage.urlFor(stored.key), width: stored.width, height: stored.height };
  };
  return {
    id: row.id,
    standard: variant('standard'),
    thumbnail: variant('thumbnail'),
    cover: variant('cover'),
    original: variant('original'),
    orderNumber: row.order_number,
    description: row.description,
  };
}

/**
 * Renders an image into its variants and stores them as `${keyPrefix}-${variant}.jpg`.
 * Returns what `image_sets.variants` keeps.
 */
export async function storeImageVariants(
  storage: ImageStorage,
  keyPrefix: string,
  input: Buffer,
): Promise<StoredVariants> {
  const rendered = await renderVariants(input);
  const entries = await Promise.all(
    variantNames.map(async (name) => {
      const key = `${keyPrefix}-${name}.jpg`;
      const { data, width, height } = rendered[name];
      await storage.put(key, data);
      return [name, { key, width, height }] as const;
    }),
  );
  return Object.fromEntries(entries) as StoredVariants;
}
