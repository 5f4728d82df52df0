// The browser's session: the api's token in an httpOnly cookie the gateway sets and clears, so the
// web app never holds the token itself (DESIGN: tokens out of local storage).
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { parseCookie, stringifySetCookie } from 'cookie';

export const SESSION_COOKIE = 'tavola_token';

/** The api's tokens do not expire by themselves; the browser forgets the cookie after 30 days. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** What resolvers may do with the caller's session cookie. */
export interface SessionCookie {
  set(token: string): void;
  clear(): void;
}

/** For transports without a response to carry cookies (WebSocket operations). */
export const noSessionCookie: SessionCookie = {
  set: () => undefined,
  clear: () => undefined,
};

export function sessionTokenFromCookies(headers: IncomingHttpHeaders): string | undefined {
  if (!headers.cookie) return undefined;
  const value = parseCookie(headers.cookie)[SESSION_COOKIE];
  return value ? value : undefined;
}

/**
 * Secure when the browser reached us over https: directly, or through a proxy that says so in
 * X-Forwarded-Proto (believing a forged header only makes the cookie stricter).
 */
export function isHttpsRequest(request: IncomingMessage): boolean {
  if ((request.socket as { encrypted?: boolean }).encrypted) return true;
  const forwarded = request.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first?.toLowerCase() === 'https';
}

export function sessionCookieHeader(token: string | null, secure: boolean): string {
  return stringifySetCookie(SESSION_COOKIE, token ?? '', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    ...(token === null ? { maxAge: 0, expires: new Date(0) } : { maxAge: SESSION_MAX_AGE_SECONDS }),
  });
}

/** The cookie of one HTTP answer; the last call wins, so a login after a clear keeps the login. */
export function httpSessionCookie(
  request: IncomingMessage,
  response: ServerResponse,
): SessionCookie {
  const secure = isHttpsRequest(request);
  const write = (token: string | null) => {
    if (response.headersSent) return;
    response.setHeader('Set-Cookie', sessionCookieHeader(token, secure));
  };
  return { set: (token) => write(token), clear: () => write(null) };
}
