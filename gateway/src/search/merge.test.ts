import { describe, expect, it } from 'vitest';
import { mergeSearchResults, settle, shuffle, type Settled } from './merge.js';

const ok = <T>(items: T[], hasMore = false): Settled<T> => ({
  ok: true,
  page: { items, hasMore },
});
const failed = (error: unknown): Settled<never> => ({ ok: false, error });

describe('search merge', () => {
  it('keeps every result of both searches', () => {
    const page = mergeSearchResults(ok(['p1', 'p2', 'p3']), ok(['u1', 'u2']), 'pizza:0');
    expect([...page.items].sort()).toEqual(['p1', 'p2', 'p3', 'u1', 'u2']);
    expect(page.hasMore).toBe(false);
  });

  it('has more while either search has more', () => {
    expect(mergeSearchResults(ok(['p1'], true), ok(['u1']), 's').hasMore).toBe(true);
    expect(mergeSearchResults(ok(['p1']), ok(['u1'], true), 's').hasMore).toBe(true);
  });

  it('shows the places when the people search fails', () => {
    const page = mergeSearchResults(ok(['p1', 'p2'], true), failed(new Error('down')), 's');
    expect([...page.items].sort()).toEqual(['p1', 'p2']);
    expect(page.hasMore).toBe(true);
  });

  it('shows the people when the places search fails', () => {
    const page = mergeSearchResults(failed(new Error('down')), ok(['u1']), 's');
    expect(page.items).toEqual(['u1']);
  });

  it('fails with the places error only when both fail', () => {
    const placesError = new Error('places down');
    expect(() =>
      mergeSearchResults(failed(placesError), failed(new Error('people down')), 's'),
    ).toThrow(placesError);
  });

  it('mixes places and people in an order that repeats for the same seed', () => {
    const places = Array.from({ length: 6 }, (_, index) => `p${index}`);
    const people = Array.from({ length: 6 }, (_, index) => `u${index}`);
    const first = mergeSearchResults(ok(places), ok(people), 'bar:0').items;
    const again = mergeSearchResults(ok(places), ok(people), 'bar:0').items;
    expect(again).toEqual(first);
    // Shuffled together: not all places before all people.
    expect(first).not.toEqual([...places, ...people]);
    expect(first.slice(0, 6).some((item) => item.startsWith('u'))).toBe(true);
  });

  it('keeps each kind in its search’s order (the browsed city’s places first)', () => {
    const places = ['london1', 'london2', 'paris1', 'paris2'];
    const people = ['u0', 'u1', 'u2', 'u3'];
    for (const seed of ['bar:london:0', 'cafe:london:5', 'x']) {
      const { items } = mergeSearchResults(ok(places), ok(people), seed);
      expect(items.filter((item) => !item.startsWith('u'))).toEqual(places);
      expect(items.filter((item) => item.startsWith('u'))).toEqual(people);
    }
  });

  it('orders differently for another seed', () => {
    const items = Array.from({ length: 12 }, (_, index) => index);
    expect(shuffle(items, 'a')).not.toEqual(shuffle(items, 'b'));
  });

  it('settles a rejected search into its error', async () => {
    const error = new Error('boom');
    await expect(settle(Promise.reject(error))).resolves.toEqual({ ok: false, error });
    await expect(settle(Promise.resolve({ items: [1], hasMore: false }))).resolves.toEqual({
      ok: true,
      page: { items: [1], hasMore: false },
    });
  });
});
