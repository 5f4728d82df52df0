import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { NotFoundPage } from '../components/ui/error-page';
import { paths } from '../lib/paths';

/**
 * A route that threw while rendering or loading (for example a stale code chunk after a deploy)
 * sends the visitor to /error-loading with the path to retry; a thrown 404 is the not-found page.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (notFound) return;
    console.error('Route failed', error);
    void navigate(paths.errorLoading.getHref(pathname + search), { replace: true });
  }, [error, navigate, notFound, pathname, search]);

  return notFound ? <NotFoundPage /> : null;
}
