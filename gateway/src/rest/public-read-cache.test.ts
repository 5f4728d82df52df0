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
});
