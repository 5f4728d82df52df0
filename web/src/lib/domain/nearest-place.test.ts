import { describe, expect, it } from 'vitest';
import { NEAR_PLACE_MAX_M } from '../constants';
import { locationText } from './nearest-place';

const falcon = { name: 'Falcon Cafe', street: 'Baker Street', building: '12' };

describe('locationText', () => {
  it('names the nearest place and its address when it is close', () => {
    expect(locationText({ ...falcon, distance: 40 }, 'London')).toBe(
      'Near Falcon Cafe, Baker Street 12',
    );
    expect(locationText({ ...falcon, distance: NEAR_PLACE_MAX_M }, 'London')).toBe(
      'Near Falcon Cafe, Baker Street 12',
    );
  });

  it('falls back to the city for a place without an address', () => {
    expect(locationText({ name: 'Falcon Cafe', distance: 10 }, 'London')).toBe(
      'Near Falcon Cafe, London',
    );
  });

  it('names the city when no place is near enough, or none is known', () => {
    expect(locationText({ ...falcon, distance: NEAR_PLACE_MAX_M + 1 }, 'London')).toBe('In London');
    expect(locationText(null, 'Paris')).toBe('In Paris');
  });
});
