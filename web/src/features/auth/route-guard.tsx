import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MODAL_ID_PARAM, MODAL_PARAM } from '../../lib/infra/modal';
import { REDIRECT_PARAM } from './auth-flow';
import { feedHref, isLoginRequired } from '../../lib/domain/login-required';
import { usePrerenderReady } from '../../lib/infra/prerender';
import { useSession } from '../../lib/domain/session';

/** `base` (a path with its query) with the login modal open and the route to continue to. */
export function loginOver(base: string, redirect: string): string {
  const url = new URL(base, 'http://tavola.local');
  url.searchParams.delete(MODAL_ID_PARAM);
  url.searchParams.set(MODAL_PARAM, 'login');
  url.searchParams.set(REDIRECT_PARAM, redirect);
  return `${url.pathname}${url.search}`;
}

/**
 * SPEC section 2, route guard. A visitor on a login-required route gets the login modal over the
 * page they came from (or over / when they came from nowhere), with `redirect` set so the login
 * continues to the route. Someone who loses the session there (logout, a 401) goes to the feed
 * (elsewhere the session toggles the logout flag instead).
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { signedIn, loading } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const required = isLoginRequired(location.pathname);
  const lastOpenPage = useRef<string | null>(null);
  const wasSignedIn = useRef(signedIn);
  // SPEC section 1: a crawler on a login-required route gets the prerender status 401.
  usePrerenderReady(required && !signedIn && !loading, 401);

  useEffect(() => {
    if (!required) lastOpenPage.current = `${location.pathname}${location.search}`;
  }, [required, location.pathname, location.search]);

  useEffect(() => {
    const lost = wasSignedIn.current && !signedIn && !loading;
    if (!loading) wasSignedIn.current = signedIn;
    if (!required || signedIn || loading) return;
    if (lost) {
      void navigate(feedHref(), { replace: true });
      return;
    }
    const target = `${location.pathname}${location.search}`;
    void navigate(loginOver(lastOpenPage.current ?? '/', target), { replace: true });
  }, [required, signedIn, loading, location.pathname, location.search, navigate]);

  if (required && !signedIn) return null;
  return children;
}
