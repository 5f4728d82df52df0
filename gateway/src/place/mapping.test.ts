import { describe, expect, it } from 'vitest';
import type { RestImageSet } from '../rest/types.js';
import { averageCheckLevel, isPlaceDeleted, placeAvatar, placeStatus } from './mapping.js';

function image(id: string): RestImageSet {
  const variant = { url: `/uploads/${id}.jpg`, width: 10, height: 10 };
  return {
    id,
    standard: variant,
    thumbnail: variant,
    cover: variant,
    original: variant,
    orderNumber: 0,
    description: null,
  };
}

describe('place mapping', () => {
  it('uses the own avatar when there is one', () => {
    expect(placeAvatar({ avatar: image('a'), background: image('b') })?.id).toBe('a');
  });

  it('falls back to the background when the place has no avatar', () => {
    expect(placeAvatar({ avatar: null, background: image('b') })?.id).toBe('b');
  });

  it('has no avatar when there is neither', () => {
    expect(placeAvatar({ avatar: null, background: null })).toBeNull();
  });

  it.each([
    [1, 'UP_TO_500'],
    [2, 'FROM_500_TO_1000'],
    [3, 'FROM_1000_TO_2000'],
    [4, 'FROM_2000'],
    [null, null],
  ] as const)('average check %s is %s', (level, expected) => {
    expect(averageCheckLevel(level)).toBe(expected);
  });

  it.each([
    ['opened', 'OPENED', false],
    ['closed', 'CLOSED', false],
    ['temporary-closed', 'TEMPORARY_CLOSED', false],
    ['deleted', 'DELETED', true],
  ] as const)('status %s is %s (deleted: %s)', (status, expected, deleted) => {
    expect(placeStatus(status)).toBe(expected);
    expect(isPlaceDeleted(status)).toBe(deleted);
  });
});
