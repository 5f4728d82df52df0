import sharp, { type Sharp } from 'sharp';
import { imageLimits } from '../messages.js';

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

/** The upload has more pixels than imageLimits.maxInputPixels (its header says so). */
export class TooManyPixels extends Error {
  constructor() {
    super('The image has more pixels than the limit');
    this.name = 'TooManyPixels';
  }
}

// libvips' operation cache keeps the decoded pixels of recent operations for reuse; uploads are
// never rendered twice, so it would only hold memory. Each image renders on fewer threads, so
// several uploads at once do not each take a full set of per-thread buffers.
sharp.cache(false);
sharp.concurrency(imageLimits.threadsPerImage);

const jpeg = { quality: 82, mozjpeg: false } as const;
// Optimised Huffman tables need every coefficient of the picture in memory before the first byte
// is written: about 300 MB for a 49 MP original, against under 20 MB for a plain encode that
// streams. The original is the one variant that large, so it alone skips the optimisation (its
// file comes out a few per cent bigger).
const streamedJpeg = { ...jpeg, optimiseCoding: false } as const;

async function render(pipeline: Sharp, name: VariantName): Promise<RenderedVariant> {
  const { data, info } = await pipeline
    .jpeg(name === 'original' ? streamedJpeg : jpeg)
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const sizing: Record<VariantName, (pipeline: Sharp) => Sharp> = {
  standard: (pipeline) =>
    pipeline.resize({ width: variantSizes.standardMaxWidth, withoutEnlargement: true }),
  thumbnail: (pipeline) =>
    pipeline.resize({ width: variantSizes.thumbnailWidth, withoutEnlargement: true }),
  cover: (pipeline) =>
    pipeline.resize({
      width: variantSizes.coverWidth,
      height: variantSizes.coverHeight,
      fit: 'cover',
      position: 'attention',
    }),
  original: (pipeline) => pipeline,
};

/**
 * Renders the four variants of an uploaded image. The header is read first: an image over the
 * pixel limit is refused before a pixel is decoded (a small PNG can declare 16000x16000). Then one
 * pipeline per variant, one after the other, so only one decoded copy of the image is alive at a
 * time; JPEG inputs decode at a fraction of their size for the small variants (shrink-on-load).
 * sharp drops EXIF, GPS and other metadata unless asked to keep it, so every variant, including
 * `original`, is stripped; `rotate()` bakes the EXIF orientation in first so the picture stays
 * upright without it.
 */
export async function renderVariants(input: Buffer): Promise<RenderedVariants> {
  const options = { failOn: 'error', limitInputPixels: imageLimits.maxInputPixels } as const;
  // The header only: sharp would refuse to read it past the limit, without saying why.
  const { width = 0, height = 0 } = await sharp(input, { limitInputPixels: false }).metadata();
  if (width * height > imageLimits.maxInputPixels) throw new TooManyPixels();
  const rendered: Partial<RenderedVariants> = {};
  for (const name of variantNames) {
    rendered[name] = await render(sizing[name](sharp(input, options).rotate()), name);
  }
  return rendered as RenderedVariants;
}
