/**
 * The address a saved link may be followed to: an absolute http or https URL, or null for any
 * other scheme (`javascript:`, `data:`, `vbscript:`), whatever the api holds. Such a link shows
 * as text only.
 */
export function webLinkHref(link: string): string | null {
  if (!URL.canParse(link.trim())) return null;
  const url = new URL(link.trim());
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}
