import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { ErrorPageKind } from '../infra/errors';
import { requiredContext } from '../infra/required-context';

/**
 * App-wide UI state that is not server data: the global error (555), whether the navbar is
 * hidden and whether it waits for the page's first data. All belong to the location they were raised on, so every route change clears them
 * without an effect racing the new page's own effects.
 */
interface AppState {
  globalError: ErrorPageKind | null;
  raiseGlobalError(kind: ErrorPageKind): void;
  navbarHidden: boolean;
  setNavbarHidden(hidden: boolean): void;
  /** The page's first data (or its code) is loading: the navbar is out of sight, its place kept. */
  navbarWaiting: boolean;
  setNavbarWaiting(waiting: boolean): void;
}

const [AppStateContext, useAppState] = requiredContext<AppState>('useAppState', 'AppStateProvider');

interface Tagged<T> {
  value: T;
  locationKey: string;
}

export function AppStateProvider({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  const [globalError, setGlobalError] = useState<Tagged<ErrorPageKind> | null>(null);
  const [hiddenBy, setHiddenBy] = useState<string | null>(null);
  const [waitingBy, setWaitingBy] = useState<string | null>(null);

  const raiseGlobalError = useCallback(
    (kind: ErrorPageKind) => setGlobalError({ value: kind, locationKey: key }),
    [key],
  );
  const setNavbarHidden = useCallback((hidden: boolean) => setHiddenBy(hidden ? key : null), [key]);
  const setNavbarWaiting = useCallback(
    (waiting: boolean) => setWaitingBy(waiting ? key : null),
    [key],
  );

  const state = useMemo(
    () => ({
      globalError: globalError?.locationKey === key ? globalError.value : null,
      raiseGlobalError,
      navbarHidden: hiddenBy === key,
      setNavbarHidden,
      navbarWaiting: waitingBy === key,
      setNavbarWaiting,
    }),
    [globalError, hiddenBy, waitingBy, key, raiseGlobalError, setNavbarHidden, setNavbarWaiting],
  );
  return <AppStateContext value={state}>{children}</AppStateContext>;
}

export { useAppState };

/**
 * Hides the navbar while the calling component is mounted and `active` holds: on the not-found
 * page and the map (SPEC section 2).
 */
export function useHideNavbar(active = true): void {
  useFlagWhileMounted(useAppState().setNavbarHidden, active);
}

/**
 * SPEC section 2: the navbar is hidden while loading. While the calling component is mounted and
 * `active` holds (a page's code or first data is loading), the navbar is out of sight but keeps
 * its place, so the page does not jump when it shows.
 */
export function useNavbarWaiting(active = true): void {
  useFlagWhileMounted(useAppState().setNavbarWaiting, active);
}

/** Raises a flag through `setFlag` while the caller is mounted and `active` holds. */
function useFlagWhileMounted(setFlag: (on: boolean) => void, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    setFlag(true);
    return () => setFlag(false);
  }, [active, setFlag]);
}
