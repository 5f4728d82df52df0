import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageKindOf } from './image-routes.js';

const picture = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: { r: 1, g: 2, b: 3 } } });

describe('imageKindOf', () => {
  it('recognises JPEG and PNG by their first bytes', async () => {
    expect(imageKindOf(await picture().jpeg().toBuffer())).toBe('jpeg');
    expect(imageKindOf(await picture().png().toBuffer())).toBe('png');
  });

  it('refuses text, other image formats and truncated signatures', async () => {
    expect(imageKindOf(Buffer.from('GIF89a not really'))).toBeNull();
    expect(imageKindOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(imageKindOf(await picture().webp().toBuffer())).toBeNull();
    expect(imageKindOf(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(imageKindOf(Buffer.alloc(0))).toBeNull();
  });
});
