import { describe, expect, it, vi } from 'vitest';
import { PublicReadCache } from './public-read-cache.js';

describe('PublicReadCache', () => {
  it('reuses a read within its lifetime and reads again after it', async () => {
    vi.useFakeTimers();
    try {
      const cache = new PublicReadCache(1_000);
      const load = vi.fn(async () => 'categories');
      expect(await cache.get('categories', load)).toBe('categories');
      expect(await cache.get('categories', load)).toBe('categories');
      expect(load).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1_001);
      await cache.get('categories', load);
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shares one read in flight and never keeps a failure', async () => {
    const cache = new PublicReadCache(60_000);
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new Error('api down'));
    };
    await Promise.all([
      expect(cache.get('cuisines', failing)).rejects.toThrow('api down'),
      expect(cache.get('cuisines', failing)).rejects.toThrow('api down'),
    ]);
    expect(calls).toBe(1);
    expect(await cache.get('cuisines', async () => 'cuisines')).toBe('cuisines');
  });

  it('names a read as a plain value only once it has answered, and only while it lives', async () => {
    vi.useFakeTimers();
    try {
      const cache = new PublicReadCache(1_000);
      let answer: (value: string[]) => void = () => {};
      const read = cache.get(
        'categories',
        () => new Promise<string[]>((resolve) => (answer = resolve)),
      );
      expect(cache.settled('categories')).toBeUndefined();
      answer(['cafe', 'bar']);
      await read;
      expect(cache.settled('categories')).toEqual(['cafe', 'bar']);
      cache.put('city:london', { id: 'london' });
      expect(cache.settled('city:london')).toEqual({ id: 'london' });
      vi.advanceTimersByTime(1_001);
      expect(cache.settled('categories')).toBeUndefined();
      expect(cache.settled('city:london')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('never names a failed read', async () => {
    const cache = new PublicReadCache(60_000);
    await expect(
      cache.get('cuisines', () => Promise.reject(new Error('api down'))),
    ).rejects.toThrow('api down');
    expect(cache.settled('cuisines')).toBeUndefined();
  });
});
