import { useEffect, useRef } from 'react';
import { INFINITE_SCROLL_SCREENS } from './constants';

/**
 * Calls `onReach` when the returned sentinel comes within 2 screen heights of the viewport
 * (SPEC section 2). `version` renews the observer after each page, so a page that still leaves
 * the end within reach loads the next one.
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
    // A fresh observer after every page reports the sentinel's current state at once, so a short
    // page that still leaves the end within reach keeps loading.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onReachRef.current();
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL_SCREENS * window.innerHeight}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, version]);
  return sentinel;
}
