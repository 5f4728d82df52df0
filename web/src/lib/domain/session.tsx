import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LogoutDocument, SessionDocument, type Session_AccountFragment } from '../../gql/graphql';
import { onUnauthorized } from '../infra/apollo/client';
import { STORAGE_KEYS } from '../constants';
import * as messages from '../messages';
import { MODAL_PARAM, useModal } from '../infra/modal';
import { useSnackbar } from '../hooks/snackbar';
import { requiredContext } from '../infra/required-context';
import { parseStoredJson, readStored, useStored, writeStoredAndNotify } from '../infra/storage';
import { feedHref, isLoginRequired, toggleLogoutFlag } from './login-required';
import { unsubscribePushBeforeLogout, usePushSubscription } from '../infra/push/push-registration';

/** The signed-in account as the web app keeps it: the user and the role flags, never a token. */
export type Account = Session_AccountFragment;
export type SessionUser = Account['user'];

export interface SessionState {
  account: Account | null;
  signedIn: boolean;
  /** True until the first `me` answer (the stored account may be stale until then). */
  loading: boolean;
  /** Copies profile changes (after updateProfile) into the stored account. */
  mirrorUser(user: SessionUser): void;
  /** Logs out: the session ends here even when the call fails. */
  signOut(): Promise<void>;
  /** Keeps the account a login answered with (the login steps call it). */
  signIn(account: Account): void;
}

const [SessionContext, useSession] = requiredContext<SessionState>('useSession', 'SessionProvider');

function isAccount(value: unknown): value is Account {
  if (!value || typeof value !== 'object') return false;
  const { user } = value as { user?: unknown };
  return Boolean(
    user && typeof user === 'object' && typeof (user as { id?: unknown }).id === 'string',
  );
}

function parseAccount(raw: string | null): Account | null {
  return parseStoredJson(raw, isAccount);
}

/** The account stored by an earlier visit, or null (nothing stored, or not readable). */
export function readStoredAccount(): Account | null {
  return parseAccount(readStored(STORAGE_KEYS.account));
}

function storeAccount(account: Account | null): void {
  writeStoredAndNotify(STORAGE_KEYS.account, account ? JSON.stringify(account) : null);
}

/**
 * The session of the web app. The gateway's httpOnly cookie is the real session; this keeps what
 * the pages need to know about it (who, which roles) in `tavola-account`, starts from the stored
 * copy so a reload shows the signed-in UI at once, and corrects it from `me` on every load.
 * A 401 from any request ends it here too and opens the login modal.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  // The stored copy is the state: every tab and every reader sees one account.
  const stored = useStored(STORAGE_KEYS.account);
  const account = useMemo(() => parseAccount(stored), [stored]);
  const { data, error } = useQuery(SessionDocument, { fetchPolicy: 'network-only' });
  const [logout] = useMutation(LogoutDocument);
  const { showSnackbar } = useSnackbar();
  const { openModal } = useModal();
  const navigate = useNavigate();
  const location = useLocation();
  const locationRef = useRef(location);
  useEffect(() => {
    locationRef.current = location;
  }, [location]);

  const [forgotten, setForgotten] = useState(false);
  const [cacheCleared, setCacheCleared] = useState(0);
  const answered = data !== undefined || error !== undefined;
  // The stored copy follows the `me` answer one render later; until it has, the session is not
  // known yet (a signed-in person with nothing stored must not look like a visitor meanwhile).
  const fresh = data ? (data.me?.user.id ?? null) : undefined;
  const catchingUp = fresh !== undefined && fresh !== (account?.user.id ?? null);

  useEffect(() => {
    // An error (api down) says nothing about the session: keep the stored account.
    if (data) storeAccount(data.me ?? null);
  }, [data]);

  const forget = useCallback(() => {
    storeAccount(null);
    // Whatever `me` says while the cache is cleared and refilled, this is a visitor now.
    setForgotten(true);
    // A login-required page is left for the feed, whose queries start from the empty cache anyway;
    // any other page stays and asks again as a visitor (below).
    const staying = !isLoginRequired(locationRef.current.pathname);
    // Cached server data may be personal (isFollowed, hasAccess, profiles' phones); start clean,
    // and let `me` say visitor so nothing reads the old account from the cache.
    void client
      .clearStore()
      .then(() => {
        client.writeQuery({ query: SessionDocument, data: { me: null } });
        if (staying) setCacheCleared((count) => count + 1);
      })
      .catch(() => undefined);
  }, [client]);

  // Once the cache is clean and the page renders for a visitor, the page on screen asks again as a
  // visitor: its own comments no longer offer Edit. Only what the visitor's page still shows may
  // ask: queries of the signed in are skipped by then, but a component the visitor's render took
  // away (the notifications button with its counters) keeps its query active until useQuery lets
  // go of it, one task after the unmount. Asking in a task queued after those leaves them out;
  // asked as a visitor they would be refused, and the refusal would open the login modal.
  useEffect(() => {
    if (cacheCleared === 0 || account !== null) return;
    const asking = window.setTimeout(() => {
      client.refetchQueries({ include: 'active' }).catch(() => undefined);
    });
    return () => window.clearTimeout(asking);
  }, [cacheCleared, account, client]);

  /**
   * SPEC section 2, after the session ends: on a login-required route the route guard goes to the
   * feed; elsewhere the person stays and the logout flag toggles in the query. `openLogin` (an
   * authorization error) opens the login modal there too.
   */
  const leave = useCallback(
    (openLogin: boolean) => {
      const { pathname, search } = locationRef.current;
      if (isLoginRequired(pathname)) {
        if (openLogin) void navigate(`${feedHref()}?${MODAL_PARAM}=login`, { replace: true });
        return;
      }
      const params = toggleLogoutFlag(search);
      if (openLogin) params.set(MODAL_PARAM, 'login');
      // The modal is a new history entry (closing goes back), a bare toggle is not.
      void navigate({ pathname, search: `?${params.toString()}` }, { replace: !openLogin });
    },
    [navigate],
  );

  useEffect(
    () =>
      onUnauthorized(() => {
        // SPEC section 2: an authorization error opens the login modal.
        if (readStoredAccount()) {
          forget();
          leave(true);
        } else if (isLoginRequired(locationRef.current.pathname)) {
          void navigate(`${feedHref()}?${MODAL_PARAM}=login`, { replace: true });
        } else {
          openModal('login');
        }
      }),
    [forget, leave, navigate, openModal],
  );

  const signIn = useCallback(
    (next: Account) => {
      storeAccount(next);
      setForgotten(false);
      client.writeQuery({ query: SessionDocument, data: { me: next } });
    },
    [client],
  );

  const mirrorUser = useCallback((user: SessionUser) => {
    const current = readStoredAccount();
    if (!current || current.user.id !== user.id) return;
    storeAccount({ ...current, user: { ...current.user, ...user } });
  }, []);

  usePushSubscription(account !== null);

  const signOut = useCallback(async () => {
    // SPEC section 4: notifications are unsubscribed first, then the session ends in any case.
    await unsubscribePushBeforeLogout();
    try {
      await logout();
    } catch {
      // The cookie may already be gone or the gateway unreachable; forget the session anyway.
    }
    forget();
    leave(false);
    showSnackbar(messages.login.loggedOut);
  }, [forget, leave, logout, showSnackbar]);

  const state = useMemo<SessionState>(
    () => ({
      account,
      signedIn: account !== null,
      loading: account === null && forgotten ? false : !answered || catchingUp,
      mirrorUser,
      signOut,
      signIn,
    }),
    [account, forgotten, answered, catchingUp, mirrorUser, signOut, signIn],
  );
  return <SessionContext value={state}>{children}</SessionContext>;
}

export { useSession };

/**
 * For actions that need an account (like, comment, follow): runs the action when signed in,
 * else opens the login modal.
 */
export function useRequireLogin(): (action?: () => void) => void {
  const { signedIn } = useSession();
  const { openModal } = useModal();
  return useCallback(
    (action?: () => void) => {
      if (signedIn) action?.();
      else openModal('login');
    },
    [signedIn, openModal],
  );
}
