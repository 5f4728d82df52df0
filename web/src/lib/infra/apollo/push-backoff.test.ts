import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushRetryAttempts, pushRetryDelay, waitBeforeRetry } from './push-backoff';

describe('waiting for push', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts at 100 ms and doubles each attempt', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(pushRetryDelay)).toEqual([
      100, 200, 400, 800, 1600, 3200, 6400,
    ]);
  });

  it('gives up once the next wait would be above 10000 ms', () => {
    expect(pushRetryDelay(7)).toBeNull();
    expect(pushRetryAttempts()).toBe(7);
  });

  it('resolves a wait only after its delay has passed', async () => {
    vi.useFakeTimers();
    let done = false;
    void waitBeforeRetry(2).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(399);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
