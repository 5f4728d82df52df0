import { useQuery } from '@apollo/client/react';
import { useEffect, type ReactNode } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { SessionQuery, useRequireLogin, useSession } from '../../features/auth/session';
import { ErrorPage } from '../../features/errors/error-page';
import { messages } from '../../lib/messages';

/**
 * A login-required route (SPEC section 2): a visitor gets the login modal over the page, which
 * says access is denied until they log in.
 */
export function LoginRequired({ children }: { children: ReactNode }) {
  const { signedIn } = useSession();
  const requireLogin = useRequireLogin();
  // The route asks `me` itself (the session's request, deduplicated or from the cache) rather
  // than waiting for the session state, which follows the answer a render later: a signed-in
  // person whose account is not stored yet must not see the login modal in between.
  const { data, loading } = useQuery(SessionQuery);
  const known = signedIn || Boolean(data?.me);
  const visitor = !loading && !known;

  useEffect(() => {
    if (visitor) requireLogin();
  }, [visitor, requireLogin]);

  if (!known && loading) return <Spinner label={messages.common.loading} />;
  if (!known) return <ErrorPage kind="accessDenied" />;
  return children;
}
