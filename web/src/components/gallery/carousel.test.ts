import { describe, expect, it } from 'vitest';
import { nextZoom, wrapIndex } from './carousel';

describe('gallery carousel', () => {
  it('goes from the last photo to the first and back', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
  });

  it('stays at 0 without photos', () => {
    expect(wrapIndex(5, 0)).toBe(0);
  });

  it('zooms in and out in steps, within the bounds', () => {
    expect(nextZoom(1, 1)).toBe(1.5);
    expect(nextZoom(1.5, -1)).toBe(1);
    expect(nextZoom(1, -1)).toBe(1);
    expect(nextZoom(3, 1)).toBe(3);
  });
});
