import { describe, expect, it } from 'vitest';
import { shouldRetry } from './client.js';

const reset = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
const wrappedRefusal = Object.assign(new TypeError('fetch failed'), {
  cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
});
const timeout = Object.assign(new Error('Headers Timeout Error'), {
  code: 'UND_ERR_HEADERS_TIMEOUT',
});

describe('shouldRetry', () => {
  it('retries a read once when the connection failed', () => {
    expect(shouldRetry('GET', reset, 1)).toBe(true);
    expect(shouldRetry('GET', wrappedRefusal, 1)).toBe(true);
  });

  it('does not retry a read a second time', () => {
    expect(shouldRetry('GET', reset, 2)).toBe(false);
  });

  it('never retries a write without an Idempotency-Key', () => {
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE'] as const) {
      expect(shouldRetry(method, reset, 1)).toBe(false);
    }
  });

  it('retries a write with an Idempotency-Key once when the connection failed', () => {
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE'] as const) {
      expect(shouldRetry(method, reset, 1, true)).toBe(true);
      expect(shouldRetry(method, reset, 2, true)).toBe(false);
      expect(shouldRetry(method, timeout, 1, true)).toBe(false);
    }
  });

  it('does not retry a timeout, whose budget is already spent', () => {
    expect(shouldRetry('GET', timeout, 1)).toBe(false);
  });
});
