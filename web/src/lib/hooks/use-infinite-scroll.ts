import { useEffect, useRef } from 'react';
import { INFINITE_SCROLL_SCREENS } from '../constants';

/** Within `INFINITE_SCROLL_SCREENS` screen heights below the viewport (a share of its height). */
const REACH_MARGIN = `0px 0px ${INFINITE_SCROLL_SCREENS * 100}% 0px`;
/** The sentinel itself on screen. */
const ON_SCREEN_MARGIN = '0px';

let scrolled = false;
const waitingForScroll = new Set<() => void>();

function onFirstScroll() {
  scrolled = true;
  window.removeEventListener('scroll', onFirstScroll, { capture: true });
  for (const listener of [...waitingForScroll]) listener();
  waitingForScroll.clear();
}

/**
 * Calls `listener` at the first scroll of the page or of anything in it (a modal's list), at once
 * if there has been one. Returns the unsubscribe function.
 */
function afterFirstScroll(listener: () => void): () => void {
  if (scrolled) {
    listener();
    return () => undefined;
  }
  if (waitingForScroll.size === 0) {
    // Scroll events do not bubble; a capturing listener on the window hears every one of them.
    window.addEventListener('scroll', onFirstScroll, { capture: true, passive: true });
  }
  waitingForScroll.add(listener);
  return () => {
    waitingForScroll.delete(listener);
    if (waitingForScroll.size === 0) {
      window.removeEventListener('scroll', onFirstScroll, { capture: true });
    }
  };
}

/**
 * Calls `onReach` when the returned sentinel comes within 2 screen heights of the viewport
 * (SPEC section 2). `version` renews the observer after each page, so a page that still leaves
 * the end within reach loads the next one.
 *
 * Until the visitor first scrolls, the end must be on screen itself: a page that opens with a
 * screen of the list (a phone) asks for its next page once they scroll, not while it starts (a
 * request, a cache write and a render of the next cards at once after hydration); a list too short
 * to scroll still fills on.
 */
export function useInfiniteScroll(onReach: () => void, enabled: boolean, version: number) {
  const sentinel = useRef<HTMLDivElement>(null);
  const onReachRef = useRef(onReach);
  useEffect(() => {
    onReachRef.current = onReach;
  });
  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    let observer: IntersectionObserver | undefined;
    // A fresh observer reports the sentinel's current state at once, so a short page that still
    // leaves the end within reach keeps loading. The margin is a share of the viewport's height,
    // not a length read from the window (reading it makes the browser lay the page out at once).
    const observe = (rootMargin: string) => {
      observer?.disconnect();
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) onReachRef.current();
        },
        { rootMargin },
      );
      observer.observe(element);
    };
    if (!scrolled) observe(ON_SCREEN_MARGIN);
    const stopWaiting = afterFirstScroll(() => observe(REACH_MARGIN));
    return () => {
      stopWaiting();
      observer?.disconnect();
    };
  }, [enabled, version]);
  return sentinel;
}
