// SPEC section 1, prerender mode: the gateway gives a crawler's page `window.prerenderReady =
// false`; prerender services wait for it to turn true, and read the status code the page names.
import { useEffect } from 'react';

declare global {
  interface Window {
    prerenderReady?: boolean;
  }
}

const STATUS_META = 'meta[name="prerender-status-code"]';

/**
 * Marks the page ready for a prerender service once `ready` (the page shows its content or its
 * error), naming `status` when it is not 200 (404 not found, 401 authorization failed).
 */
export function usePrerenderReady(ready: boolean, status: 200 | 401 | 404 = 200): void {
  useEffect(() => {
    if (!ready || window.prerenderReady === undefined) return;
    let meta = document.head.querySelector<HTMLMetaElement>(STATUS_META);
    if (status === 200) meta?.remove();
    else {
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'prerender-status-code';
        document.head.append(meta);
      }
      meta.content = String(status);
    }
    window.prerenderReady = true;
  }, [ready, status]);
}
