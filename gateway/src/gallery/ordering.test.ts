import { describe, expect, it } from 'vitest';
import type { RestGallery } from '../rest/types.js';
import { galleryResolvers } from './resolvers.js';
import { byOrderNumber } from './ordering.js';

function gallery(id: string, orderNumber: number, photos = 0): RestGallery {
  const variant = { url: `/uploads/${id}.jpg`, width: 10, height: 10 };
  const image = (index: number) => ({
    id: `${id}-${index}`,
    standard: variant,
    thumbnail: variant,
    cover: variant,
    original: variant,
    orderNumber: index,
    description: null,
  });
  return {
    id,
    title: id,
    description: null,
    photosCount: photos,
    orderNumber,
    cover: null,
    photos: Array.from({ length: photos }, (_, index) => image(index)),
  };
}

describe('galleries', () => {
  it('are shown by orderNumber, then by id', () => {
    const ordered = byOrderNumber([gallery('c', 2), gallery('b', 0), gallery('a', 0)]);
    expect(ordered.map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });

  it('take the first photo as the cover when none is chosen', () => {
    const resolveCover = galleryResolvers.cover as (parent: RestGallery) => unknown;
    expect(resolveCover(gallery('a', 0, 2))).toMatchObject({ id: 'a-0' });
    expect(resolveCover(gallery('a', 0, 0))).toBeNull();
  });
});
