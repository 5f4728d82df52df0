import { describe, expect, it } from 'vitest';
import { distanceBetween } from './distance-between';

describe('distance between two points', () => {
  it('is zero for the same point', () => {
    expect(distanceBetween({ lat: 51.5, lon: -0.12 }, { lat: 51.5, lon: -0.12 })).toBe(0);
  });

  it('uses the Earth radius 6,372,795 m: one degree of latitude is about 111.23 km', () => {
    expect(distanceBetween({ lat: 0, lon: 0 }, { lat: 1, lon: 0 })).toBeCloseTo(
      (6_372_795 * Math.PI) / 180,
      3,
    );
  });

  it('measures London to Paris as about 343 km', () => {
    const metres = distanceBetween({ lat: 51.5074, lon: -0.1278 }, { lat: 48.8566, lon: 2.3522 });
    expect(metres).toBeGreaterThan(342_000);
    expect(metres).toBeLessThan(345_000);
  });

  it('is the half circumference between antipodes', () => {
    expect(distanceBetween({ lat: 10, lon: 20 }, { lat: -10, lon: -160 })).toBeCloseTo(
      6_372_795 * Math.PI,
      0,
    );
  });
});
