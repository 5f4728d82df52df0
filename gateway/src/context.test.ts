import { describe, expect, it } from 'vitest';
import { tokenFromConnectionParams, tokenFromHeaders } from './context.js';

describe('tokens', () => {
  it('reads a bearer header', () => {
    expect(tokenFromHeaders({ authorization: 'Bearer abc123' })).toBe('abc123');
  });

  it('ignores other schemes', () => {
    expect(tokenFromHeaders({ authorization: 'Basic abc123' })).toBeUndefined();
  });

  it('reads WebSocket connection params in either form', () => {
    expect(tokenFromConnectionParams({ authorization: 'Bearer t1' })).toBe('t1');
    expect(tokenFromConnectionParams({ token: 't2' })).toBe('t2');
    expect(tokenFromConnectionParams(undefined)).toBeUndefined();
  });
});
