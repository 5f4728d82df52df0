import { describe, expect, it } from 'vitest';
import {
  callerOfConnection,
  callerOfRequest,
  tokenFromConnectionParams,
  tokenFromHeaders,
} from './context.js';

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

describe('the caller of a request', () => {
  it('prefers the bearer header, else the session cookie', () => {
    expect(callerOfRequest({ authorization: 'Bearer h', cookie: 'tavola_token=c' })).toEqual({
      token: 'h',
      source: 'header',
    });
    expect(callerOfRequest({ cookie: 'tavola_token=c' })).toEqual({ token: 'c', source: 'cookie' });
    expect(callerOfRequest({})).toBeUndefined();
  });

  it('on WebSocket prefers connection params, then the upgrade request', () => {
    expect(callerOfConnection({ authorization: 'Bearer p' }, { cookie: 'tavola_token=c' })).toEqual(
      { token: 'p', source: 'connection' },
    );
    expect(callerOfConnection({}, { cookie: 'tavola_token=c' })).toEqual({
      token: 'c',
      source: 'cookie',
    });
  });
});
