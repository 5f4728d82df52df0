import type { IncomingHttpHeaders } from 'node:http';

/** What the origin check reads of a request (an HTTP request or a WebSocket upgrade). */
export interface RequestLike {
  headers: IncomingHttpHeaders;
  socket: { encrypted?: boolean } | object;
}

/**
 * The gateway's own origin as the browser sees it: the scheme (X-Forwarded-Proto from a TLS proxy
 * in front, else whether this connection is TLS), the Host header's host and port. Null without a
 * usable Host. A browser cannot set X-Forwarded-Proto on a WebSocket upgrade, and setting it on a
 * cross-site request needs a CORS preflight that the gateway never grants.
 */
export function ownOriginOf(request: RequestLike): string | null {
  const host = request.headers.host;
  if (!host) return null;
  const forwarded = request.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  const scheme =
    proto === 'https' || proto === 'http'
      ? proto
      : 'encrypted' in request.socket && request.socket.encrypted
        ? 'https'
        : 'http';
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return null;
  }
}

/**
 * Whether a request from `origin` may proceed. The browser authenticates the WebSocket (and an
 * upload) with its cookie, so a foreign page must not open one (cross-site WebSocket hijacking).
 * Origins compare whole: scheme, host and port (a page on plain http, or on another port of the
 * same host, is another origin). The gateway's own origin always passes, plus the configured
 * extra origins. Non-browser clients send no Origin and carry their token explicitly, so they
 * pass too.
 */
export function isOriginAllowed(
  origin: string | undefined,
  ownOrigin: string | null,
  extraOrigins: readonly string[],
): boolean {
  if (origin === undefined || origin === '') return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  // An opaque origin (the literal 'null' of sandboxed frames and file pages) matches nothing.
  if (parsed.origin === 'null') return false;
  if (ownOrigin !== null && parsed.origin === ownOrigin) return true;
  return extraOrigins.includes(parsed.origin);
}
