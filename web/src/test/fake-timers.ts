import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/** Fake timers in every test of the calling block, so debounces pass without waiting. */
export function fakeTimersInEachTest(): void {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** Lets this many fake milliseconds pass, with React's updates applied. */
export async function passTime(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}
