import { TITLE_FLASH_INTERVAL_MS } from '../../lib/constants';

/**
 * SPEC section 4: while the tab is unfocused, a new notification makes the tab title alternate
 * between `message` and the page's own title every second; focusing the tab stops it and puts the
 * page's title back. Returns `flash` (start, when unfocused) and `dispose`.
 */
export function createTitleFlash(message: string, doc: Document = document) {
  const view = doc.defaultView ?? window;
  let timer: ReturnType<typeof setInterval> | null = null;
  let ownTitle = doc.title;
  let showingMessage = false;

  function stop() {
    if (timer === null) return;
    clearInterval(timer);
    timer = null;
    if (showingMessage) doc.title = ownTitle;
    showingMessage = false;
  }

  function flash() {
    if (timer !== null || doc.hasFocus()) return;
    ownTitle = doc.title;
    timer = setInterval(() => {
      // The page may retitle itself meanwhile (navigation): keep its latest title to restore.
      if (!showingMessage) ownTitle = doc.title;
      showingMessage = !showingMessage;
      doc.title = showingMessage ? message : ownTitle;
    }, TITLE_FLASH_INTERVAL_MS);
  }

  view.addEventListener('focus', stop);
  return {
    flash,
    /** True while the title alternates. */
    isFlashing: () => timer !== null,
    dispose() {
      stop();
      view.removeEventListener('focus', stop);
    },
  };
}
