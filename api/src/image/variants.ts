import sharp, { type Sharp } from 'sharp';

export type VariantName = 'standard' | 'thumbnail' | 'cover' | 'original';
export const variantNames: readonly VariantName[] = ['standard', 'thumbnail', 'cover', 'original'];

export interface RenderedVariant {
  data: Buffer;
  width: number;
  height: number;
}

export type RenderedVariants = Record<VariantName, RenderedVariant>;

/** Sizes of the renditions the product shows (SPEC section 3, image set). */
export const variantSizes = {
  standardMaxWidth: 1280,
  thumbnailWidth: 320,
  coverWidth: 1600,
  coverHeight: 600,
} as const;

const jpeg = { quality: 82, mozjpeg: false } as const;

async function render(pipeline: Sharp): Promise<RenderedVariant> {
  const { data, info } = await pipeline.jpeg(jpeg).toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Renders the four variants of an uploaded image. sharp drops EXIF, GPS and other metadata
 * unless asked to keep it, so every variant, including `original`, is stripped; `rotate()` bakes
 * the EXIF orientation in first so the picture stays upright without it.
 */
export async function renderVariants(input: Buffer): Promise<RenderedVariants> {
  const base = sharp(input, { failOn: 'error' }).rotate();
  const [standard, thumbnail, cover, original] = await Promise.all([
    render(base.clone().resize({ width: variantSizes.standardMaxWidth, withoutEnlargement: true })),
    render(base.clone().resize({ width: variantSizes.thumbnailWidth, withoutEnlargement: true })),
    render(
      base.clone().resize({
        width: variantSizes.coverWidth,
        height: variantSizes.coverHeight,
        fit: 'cover',
        position: 'attention',
      }),
    ),
    render(base.clone()),
  ]);
  return { standard, thumbnail, cover, original };
}
