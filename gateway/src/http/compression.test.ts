import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from './compression.js';

describe('the answer encoding', () => {
  it('prefers brotli, then gzip, by what the client accepts', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
  });

  it('sends the body as it is when neither is taken', () => {
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(negotiateEncoding('*;q=0')).toBeNull();
  });
});
