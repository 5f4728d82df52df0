import { describe, expect, it } from 'vitest';
import { distanceText } from './distance-text';

describe('distance text (SPEC section 4)', () => {
  it.each([
    [250_000, '>100km'],
    [100_001, '>100km'],
    [100_000, '100 km'],
    [99_600, '100 km'],
    [12_345, '12 km'],
    [1_500, '2 km'],
    [1_499, '1 km'],
    [1_000, '1 km'],
    [999, '1.0 km'],
    [640, '0.6 km'],
    [300, '0.3 km'],
    [299.6, '300 m'],
    [299, '299 m'],
    [87.4, '87 m'],
    [0, '0 m'],
  ])('%s m reads %s', (metres, text) => {
    expect(distanceText(metres)).toBe(text);
  });
});
