/**
 * Whether a WebSocket upgrade from `origin` may proceed. The browser authenticates the socket with
 * its cookie, so a foreign page must not open one (cross-site WebSocket hijacking). Non-browser
 * clients send no Origin and carry their token explicitly, so they pass.
 */
export function isOriginAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowedOrigins: readonly string[],
): boolean {
  if (origin === undefined || origin === '') return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (allowedOrigins.length > 0) return allowedOrigins.includes(parsed.origin);
  return host !== undefined && parsed.host === host.toLowerCase();
}
