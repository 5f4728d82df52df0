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
