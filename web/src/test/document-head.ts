/** The address of the head's `<link rel="…">` a page set (canonical, prev, next), or null. */
export function headLink(rel: string): string | null {
  return document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`)?.href ?? null;
}
