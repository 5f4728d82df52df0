import { useEffect, useSyncExternalStore, type ErrorInfo } from 'react';
import { APP_STARTED_ATTRIBUTE, HYDRATION_MISMATCH_LOG } from '../constants';

/**
 * hydrateRoot's `onRecoverableError`: React has thrown away a part of the server's HTML and
 * rendered it again, because the browser's first render did not match it. That costs the visitor
 * a second render and a restyle, so it is logged, under one mark the end-to-end tests look for.
 */
export function reportHydrationMismatch(error: unknown, info: ErrorInfo): void {
  console.error(HYDRATION_MISMATCH_LOG, error, info.componentStack ?? '');
}

const noSubscription = () => () => undefined;

/**
 * Whether this render is the browser's own, after any hydration: false on the server and while
 * hydrating its HTML (so the first render matches it), true right after, and at once in a render
 * from nothing. For what only the browser renders (a part that loads its own chunk and query).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Marks the document once the app's first render is committed (APP_STARTED_ATTRIBUTE). */
export function useMarkAppStarted(): void {
  useEffect(() => {
    document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, '');
  }, []);
}
