/**
 * Whether a WebSocket upgrade from `origin` may proceed. The browser authenticates the socket with
 * its cookie, so a foreign page must not open one (cross-site WebSocket hijacking). The gateway's
 * own origin (judged from the Host header) always passes, plus the configured extra origins.
 * Non-browser clients send no Origin and carry their token explicitly, so they pass too.
 */
export function isOriginAllowed(
  origin: string | undefined,
  host: string | undefined,
  extraOrigins: readonly string[],
): boolean {
  if (origin === undefined || origin === '') return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (host !== undefined && parsed.host === host.toLowerCase()) return true;
  return extraOrigins.includes(parsed.origin);
}
