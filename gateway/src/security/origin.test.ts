import { describe, expect, it } from 'vitest';
import { isOriginAllowed, ownOriginOf } from './origin.js';

const request = (
  headers: Record<string, string>,
  encrypted = false,
): Parameters<typeof ownOriginOf>[0] => ({ headers, socket: { encrypted } });

describe('ownOriginOf', () => {
  it('is the scheme of the connection with the Host header', () => {
    expect(ownOriginOf(request({ host: 'localhost:4000' }))).toBe('http://localhost:4000');
    expect(ownOriginOf(request({ host: 'tavola.example' }, true))).toBe('https://tavola.example');
  });

  it('takes the scheme a TLS proxy in front says, and drops default ports', () => {
    expect(
      ownOriginOf(request({ host: 'tavola.example:443', 'x-forwarded-proto': 'https, http' })),
    ).toBe('https://tavola.example');
    expect(ownOriginOf(request({ host: 'Tavola.Example:80' }))).toBe('http://tavola.example');
  });

  it('is null without a usable Host', () => {
    expect(ownOriginOf(request({}))).toBeNull();
    expect(ownOriginOf(request({ host: 'bad host' }))).toBeNull();
  });
});

describe('isOriginAllowed', () => {
  const own = 'http://localhost:4000';

  it('accepts the gateway own origin', () => {
    expect(isOriginAllowed('http://localhost:4000', own, [])).toBe(true);
  });

  it('refuses a foreign page', () => {
    expect(isOriginAllowed('https://evil.example', own, [])).toBe(false);
  });

  it('refuses another port of the same host', () => {
    expect(isOriginAllowed('http://localhost:5173', own, [])).toBe(false);
  });

  it('refuses the same host and port under another scheme', () => {
    expect(isOriginAllowed('https://localhost:4000', own, [])).toBe(false);
    expect(isOriginAllowed('http://tavola.example', 'https://tavola.example', [])).toBe(false);
    expect(isOriginAllowed('https://tavola.example:443', 'https://tavola.example', [])).toBe(true);
  });

  it('accepts configured extra origins besides its own, by scheme, host and port', () => {
    const extra = ['http://localhost:5173'];
    expect(isOriginAllowed('http://localhost:5173', own, extra)).toBe(true);
    expect(isOriginAllowed('http://localhost:4000', own, extra)).toBe(true);
    expect(isOriginAllowed('http://localhost:5174', own, extra)).toBe(false);
    expect(isOriginAllowed('https://localhost:5173', own, extra)).toBe(false);
  });

  it('lets clients without an Origin (not browsers) through', () => {
    expect(isOriginAllowed(undefined, own, [])).toBe(true);
  });

  it('refuses a malformed or opaque Origin, and everything but extras without a Host', () => {
    expect(isOriginAllowed('null', own, [])).toBe(false);
    expect(isOriginAllowed('not a url', own, [])).toBe(false);
    expect(isOriginAllowed('http://localhost:4000', null, [])).toBe(false);
    expect(isOriginAllowed('http://localhost:5173', null, ['http://localhost:5173'])).toBe(true);
  });
});
