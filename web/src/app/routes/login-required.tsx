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
  const { signedIn, loading } = useSession();
  const requireLogin = useRequireLogin();
  // The session copies `me` into its state one render after the answer arrives; reading the
  // answer itself keeps a signed-in person without a stored account from seeing the login modal.
  const { data } = useQuery(SessionQuery, { fetchPolicy: 'cache-only' });
  const known = signedIn || Boolean(data?.me);
  const visitor = !loading && !known;

  useEffect(() => {
    if (visitor) requireLogin();
  }, [visitor, requireLogin]);

  if (loading && !known) return <Spinner label={messages.common.loading} />;
  if (!known) return <ErrorPage kind="accessDenied" />;
  return children;
}
