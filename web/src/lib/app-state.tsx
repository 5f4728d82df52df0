import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router';
import type { ErrorPageKind } from './errors';

/**
 * App-wide UI state that is not server data: the global error (555) and whether the navbar is
 * hidden. Both belong to the location they were raised on, so every route change clears them
 * without an effect racing the new page's own effects.
 */
interface AppState {
  globalError: ErrorPageKind | null;
  raiseGlobalError(kind: ErrorPageKind): void;
  navbarHidden: boolean;
  setNavbarHidden(hidden: boolean): void;
}

const AppStateContext = createContext<AppState | null>(null);

interface Tagged<T> {
  value: T;
  locationKey: string;
}

export function AppStateProvider({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  const [globalError, setGlobalError] = useState<Tagged<ErrorPageKind> | null>(null);
  const [hiddenBy, setHiddenBy] = useState<string | null>(null);

  const raiseGlobalError = useCallback(
    (kind: ErrorPageKind) => setGlobalError({ value: kind, locationKey: key }),
    [key],
  );
  const setNavbarHidden = useCallback((hidden: boolean) => setHiddenBy(hidden ? key : null), [key]);

  const state = useMemo(
    () => ({
      globalError: globalError?.locationKey === key ? globalError.value : null,
      raiseGlobalError,
      navbarHidden: hiddenBy === key,
      setNavbarHidden,
    }),
    [globalError, hiddenBy, key, raiseGlobalError, setNavbarHidden],
  );
  return <AppStateContext value={state}>{children}</AppStateContext>;
}

export function useAppState(): AppState {
  const state = use(AppStateContext);
  if (!state) throw new Error('useAppState needs an AppStateProvider above it');
  return state;
}

/**
 * Hides the navbar while the calling component is mounted and `active` holds: always on the
 * not-found page (later the map), and while a page's first data is loading (SPEC section 2).
 */
export function useHideNavbar(active = true): void {
  const { setNavbarHidden } = useAppState();
  useEffect(() => {
    if (!active) return;
    setNavbarHidden(true);
    return () => setNavbarHidden(false);
  }, [active, setNavbarHidden]);
}
