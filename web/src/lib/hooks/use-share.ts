import { useCallback } from 'react';
import { useHydrated } from '../infra/hydration';

export interface ShareTarget {
  title: string;
  /** The app path of what is shared; the shared link is absolute. */
  path: string;
}

// The DOM types promise both; many browsers (desktop ones, and any page over plain http) lack
// the share sheet, and older ones that have it lack canShare.
function device(): Partial<Pick<Navigator, 'share' | 'canShare'>> {
  return typeof navigator === 'undefined' ? {} : navigator;
}

/** Whether the device has a share sheet that takes a link of this site. */
function canShareLinks(): boolean {
  const { share, canShare } = device();
  if (!share) return false;
  return canShare ? canShare.call(navigator, { url: window.location.origin }) : true;
}

/**
 * SPEC section 2: sharing is offered only if the device supports it, that is, it has a share
 * sheet (`navigator.share`) that takes a link (`navigator.canShare`, where there is one). Null
 * where it has none: the caller then shows no Share action.
 */
export function useShare(): ((target: ShareTarget) => Promise<void>) | null {
  const share = useCallback(async ({ title, path }: ShareTarget) => {
    const url = new URL(path, window.location.origin).href;
    try {
      await navigator.share({ title, url });
    } catch {
      // Closing the share sheet rejects too; nothing to tell the user either way.
    }
  }, []);
  // A page rendered on the server has no device: it offers no Share action, and neither does the
  // browser's hydrate of it (which must match); the browser's next render does.
  const inBrowser = useHydrated();
  return inBrowser && canShareLinks() ? share : null;
}
