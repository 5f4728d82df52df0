import { useSyncExternalStore } from 'react';
import { BACK_FADE_END_PX, BACK_FADE_START_PX } from '../constants';

/**
 * How visible something that fades with scroll is at a scroll position: 1 down to the fade's
 * start, 0 from its end, in between in proportion.
 */
export function scrollFade(
  scrollY: number,
  start: number = BACK_FADE_START_PX,
  end: number = BACK_FADE_END_PX,
): number {
  if (scrollY <= start) return 1;
  if (scrollY >= end) return 0;
  // Two decimals: the eye sees no finer step, and each scroll event re-renders only on a new one.
  return Math.round(((end - scrollY) / (end - start)) * 100) / 100;
}

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** The page's scrollFade now; 1 on the server and while hydrating (the page starts at the top). */
export function useScrollFade(): number {
  return useSyncExternalStore(
    subscribe,
    () => scrollFade(window.scrollY),
    () => 1,
  );
}
