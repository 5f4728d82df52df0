import { useCallback } from 'react';
import { useHydrated } from './hydration';
import { messages } from './messages';
import { useSnackbar } from './snackbar';

export interface ShareTarget {
  title: string;
  /** The app path of what is shared; the shared link is absolute. */
  path: string;
}

// The DOM types promise both; many browsers (and desktop ones over plain http) lack one or both.
function device(): Partial<Pick<Navigator, 'share' | 'clipboard'>> {
  return typeof navigator === 'undefined' ? {} : navigator;
}

/**
 * SPEC section 2: sharing is offered only where the device supports it. The device's own share
 * sheet when it has one, else the link goes to the clipboard with a snackbar saying so; null when
 * the browser has neither (the caller then shows no Share action).
 */
export function useShare(): ((target: ShareTarget) => Promise<void>) | null {
  const { showSnackbar } = useSnackbar();
  const share = useCallback(
    async ({ title, path }: ShareTarget) => {
      const url = new URL(path, window.location.origin).href;
      const { share: shareSheet, clipboard } = device();
      if (shareSheet) {
        try {
          await shareSheet.call(navigator, { title, url });
        } catch {
          // Closing the share sheet rejects too; nothing to tell the user either way.
        }
        return;
      }
      if (!clipboard) return;
      try {
        await clipboard.writeText(url);
        showSnackbar(messages.share.copied);
      } catch {
        showSnackbar(messages.share.copyFailed);
      }
    },
    [showSnackbar],
  );
  // A page rendered on the server has no device: it offers no Share action, and neither does the
  // browser's hydrate of it (which must match); the browser's next render does.
  const inBrowser = useHydrated();
  const { share: shareSheet, clipboard } = device();
  return inBrowser && (shareSheet || clipboard) ? share : null;
}
