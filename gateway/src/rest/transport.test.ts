import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { BEARER_TOKEN_MAX_LENGTH, UPSTREAM_PATH_MAX_LENGTH } from '../messages.js';
import { isWellFormedToken, shouldRetry, Upstream } from './transport.js';

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

describe('Upstream.send', () => {
  it('refuses a path the api’s HTTP server would refuse, without calling it', async () => {
    // Nothing listens on port 9: a call would end as the unreachable 555, not as this 400.
    const upstream = new Upstream({
      apiUrl: 'http://127.0.0.1:9',
      timeoutMs: 1_000,
      connectTimeoutMs: 1_000,
      logger: createLogger('silent'),
    });
    try {
      const search = 'a'.repeat(UPSTREAM_PATH_MAX_LENGTH);
      await expect(
        upstream.send('GET', '/api/v1/cities', { query: { query: search } }),
      ).rejects.toMatchObject({
        extensions: { code: 'BAD_USER_INPUT', status: 'FieldInvalid', httpStatus: 400 },
      });
      await expect(
        upstream.send('GET', '/api/v1/cities', { query: { query: 'Paris' } }),
      ).rejects.toMatchObject({ extensions: { httpStatus: 555 } });
    } finally {
      await upstream.close();
    }
  });
});

describe('isWellFormedToken', () => {
  it('takes the api’s tokens and any other header-safe token', () => {
    expect(isWellFormedToken('hT3_q-9Zx0aB7cD8eF1gH2iJ3kL4mN5oP6qR7sT8uV9')).toBe(true);
    expect(isWellFormedToken('some-token')).toBe(true);
    expect(isWellFormedToken('abc/def+ghi==')).toBe(true);
  });

  it('refuses what a header cannot carry as it is, and tokens past the length limit', () => {
    for (const token of ['', 'a b', 'abc\r\nX-Evil: 1', 'abc€', 'a\u0000b', 'é', '=abc']) {
      expect(isWellFormedToken(token)).toBe(false);
    }
    expect(isWellFormedToken('x'.repeat(BEARER_TOKEN_MAX_LENGTH))).toBe(true);
    expect(isWellFormedToken('x'.repeat(BEARER_TOKEN_MAX_LENGTH + 1))).toBe(false);
  });
});
