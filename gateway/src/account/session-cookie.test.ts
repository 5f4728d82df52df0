import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isHttpsRequest, sessionCookieHeader, sessionTokenFromCookies } from './session-cookie.js';

const request = (headers: Record<string, string>, encrypted = false) =>
  ({ headers, socket: { encrypted } }) as unknown as IncomingMessage;

describe('the session cookie', () => {
  it('is httpOnly, SameSite=Lax, on the whole site, for 30 days', () => {
    const header = sessionCookieHeader('abc', false);
    expect(header).toContain('tavola_token=abc');
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/');
    expect(header).toContain(`Max-Age=${30 * 24 * 3600}`);
    expect(header).not.toContain('Secure');
    expect(sessionCookieHeader('abc', true)).toContain('Secure');
  });

  it('clears with an empty value that expired', () => {
    const header = sessionCookieHeader(null, false);
    expect(header).toMatch(/^tavola_token=;/);
    expect(header).toContain('Max-Age=0');
    expect(header).toContain('Expires=Thu, 01 Jan 1970');
  });

  it('is read from the Cookie header among others', () => {
    expect(sessionTokenFromCookies({ cookie: 'a=1; tavola_token=t0k; b=2' })).toBe('t0k');
    expect(sessionTokenFromCookies({ cookie: 'tavola_token=' })).toBeUndefined();
    expect(sessionTokenFromCookies({})).toBeUndefined();
  });

  it('is Secure over https, directly or behind a proxy saying so', () => {
    expect(isHttpsRequest(request({}, true))).toBe(true);
    expect(isHttpsRequest(request({ 'x-forwarded-proto': 'https, http' }))).toBe(true);
    expect(isHttpsRequest(request({ 'x-forwarded-proto': 'http' }))).toBe(false);
    expect(isHttpsRequest(request({}))).toBe(false);
  });
});
