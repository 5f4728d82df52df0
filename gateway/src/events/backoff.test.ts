import { describe, expect, it } from 'vitest';
import { RECONNECT_MAX_MS, reconnectDelay } from './backoff.js';

describe('reconnectDelay', () => {
  it('starts at 100 ms and doubles with each failure', () => {
    const top = () => 1;
    expect([1, 2, 3, 4, 5].map((failures) => reconnectDelay(failures, top))).toEqual([
      100, 200, 400, 800, 1600,
    ]);
  });

  it('never waits longer than the bound, however long the outage', () => {
    expect(reconnectDelay(8, () => 1)).toBe(RECONNECT_MAX_MS);
    expect(reconnectDelay(1_000, () => 1)).toBe(RECONNECT_MAX_MS);
  });

  it('keeps to a shorter bound when given one', () => {
    expect(reconnectDelay(5, () => 1, 1_000)).toBe(1_000);
    expect(reconnectDelay(1_000, () => 0, 1_000)).toBe(500);
    expect(reconnectDelay(2, () => 1, 1_000)).toBe(200);
  });

  it('spreads each wait over its upper half', () => {
    expect(reconnectDelay(3, () => 0)).toBe(200);
    expect(reconnectDelay(3, () => 0.5)).toBe(300);
    expect(reconnectDelay(20, () => 0)).toBe(RECONNECT_MAX_MS / 2);
  });
});
