import type { RestGallery } from '../rest/types.js';

/** Albums and menus in display order: by orderNumber, then by id so equal numbers stay stable. */
export function byOrderNumber(galleries: readonly RestGallery[]): RestGallery[] {
  return [...galleries].sort(
    (a, b) => a.orderNumber - b.orderNumber || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
