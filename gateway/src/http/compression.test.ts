import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from './compression.js';

describe('the answer encoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['*', 'br'],
  ])('prefers brotli, then gzip, by what the client accepts: %s', (accepted, encoding) => {
    expect(negotiateEncoding(accepted)).toBe(encoding);
  });

  it.each([undefined, 'identity', 'br;q=0, gzip;q=0', '*;q=0'])(
    'sends the body as it is when neither is taken: %s',
    (accepted) => {
      expect(negotiateEncoding(accepted)).toBeNull();
    },
  );
});
