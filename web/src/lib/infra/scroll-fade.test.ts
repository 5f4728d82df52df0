import { describe, expect, it } from 'vitest';
import { scrollFade } from './scroll-fade';

describe('fading with scroll (SPEC section 9: 200 px and 400 px)', () => {
  it('is whole at the top and down to 200 px', () => {
    expect(scrollFade(0)).toBe(1);
    expect(scrollFade(200)).toBe(1);
  });

  it('fades in proportion between 200 and 400 px', () => {
    expect(scrollFade(250)).toBe(0.75);
    expect(scrollFade(300)).toBe(0.5);
    expect(scrollFade(399)).toBe(0.01);
  });

  it('is gone from 400 px on', () => {
    expect(scrollFade(400)).toBe(0);
    expect(scrollFade(5000)).toBe(0);
  });
});
