import { describe, expect, it } from 'vitest';
import { plansWellPrepared, searchWords } from './place-filter.js';

describe('searchWords', () => {
  it('splits on any white space and drops repeated words whatever their case', () => {
    expect(searchWords('  Saffron\tkitchen saffron  ')).toEqual(['Saffron', 'kitchen']);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
  });
});

describe('plansWellPrepared', () => {
  it('prepares a name search, in a city or everywhere', () => {
    expect(plansWellPrepared({ query: 'saffron', order: 'rank' })).toBe(true);
    expect(
      plansWellPrepared({
        query: 'saffron',
        cityId: 'c'.repeat(24),
        order: 'rank',
        openAtMinutes: [],
      }),
    ).toBe(true);
  });

  it('plans every other mix with its values', () => {
    expect(plansWellPrepared({ cityId: 'c'.repeat(24), order: 'rank' })).toBe(false);
    expect(plansWellPrepared({ query: 'saffron', features: ['wifi'], order: 'rank' })).toBe(false);
    expect(
      plansWellPrepared({ query: 'saffron', from: { lat: 51.5, lon: -0.1 }, order: 'distance' }),
    ).toBe(false);
    expect(
      plansWellPrepared({ query: 'saffron', order: 'rank', visibility: { deleted: true } }),
    ).toBe(false);
  });
});
