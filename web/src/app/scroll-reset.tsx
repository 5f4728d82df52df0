import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * SPEC: scroll resets to the top on navigation, but not when only a modal opens or closes (those
 * change the search, not the path). The page the app starts on is not a navigation: the browser
 * has put it where it belongs (at the top, where a reload left it, or where the visitor scrolled
 * a rendered page before the app ran), so the first path is left as it is. React Router's
 * `<ScrollRestoration>` is not used (nor its `preventScrollReset`): it scrolls to the top on the
 * first render of a router made without hydration data, and on every change of the search.
 */
export function ScrollReset() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
