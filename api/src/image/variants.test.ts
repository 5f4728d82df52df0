import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderVariants } from './variants.js';

async function photoWithMetadata(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Someone', Artist: 'A camera owner' } })
    .toBuffer();
}

describe('renderVariants', () => {
  it('renders standard, thumbnail, cover and original at the product sizes', async () => {
    const variants = await renderVariants(await photoWithMetadata(2000, 1500));
    expect([variants.standard.width, variants.standard.height]).toEqual([1280, 960]);
    expect([variants.thumbnail.width, variants.thumbnail.height]).toEqual([320, 240]);
    expect([variants.cover.width, variants.cover.height]).toEqual([1600, 600]);
    expect([variants.original.width, variants.original.height]).toEqual([2000, 1500]);
    const meta = await sharp(variants.cover.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1600, 600]);
  });

  it('does not enlarge a small image for the standard variant', async () => {
    const variants = await renderVariants(await photoWithMetadata(640, 480));
    expect([variants.standard.width, variants.standard.height]).toEqual([640, 480]);
  });

  it('strips metadata from every variant, the original included', async () => {
    const input = await photoWithMetadata(800, 600);
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const variants = await renderVariants(input);
    for (const variant of Object.values(variants)) {
      expect((await sharp(variant.data).metadata()).exif).toBeUndefined();
    }
  });

  it('refuses bytes that are not an image', async () => {
    await expect(renderVariants(Buffer.from('not an image at all'))).rejects.toThrow();
  });
});
