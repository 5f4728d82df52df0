import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_CITY } from '../../lib/constants';
import { readCurrentCity } from '../../lib/domain/current-city';
import * as messages from '../../lib/messages';
import { MODAL_ID_PARAM, MODAL_PARAM, type ModalName } from '../../lib/infra/modal';
import { paths, toSafeInternalPath } from '../../lib/paths';
import { useSnackbar } from '../../lib/hooks/snackbar';
import type { AuthDraft } from './contact';
import { requiredContext } from '../../lib/infra/required-context';
import { useSession, type Account } from '../../lib/domain/session';
import { SessionDocument } from '../../gql/graphql';

/** Where a login continues (set by the route guard): `?redirect=/settings`. */
export const REDIRECT_PARAM = 'redirect';

/** The modal names that are steps of signing in. */
export const authSteps = [
  'login',
  'registration',
  'confirm_login',
  'confirm_registration',
  'restore_password',
  'confirm_restore_password',
  'edit_user',
] as const satisfies readonly ModalName[];

export type AuthStep = (typeof authSteps)[number];

export function isAuthStep(modal: string | null): modal is AuthStep {
  return (authSteps as readonly string[]).includes(modal ?? '');
}

interface AuthFlow {
  draft: AuthDraft;
  updateDraft(change: Partial<AuthDraft>): void;
  /** Shows another step in place of this one (the history keeps one entry for the modal). */
  goTo(step: AuthStep): void;
  /** A login answered: keep the account, say so, then fill the profile or carry on. */
  loggedIn(account: Account): void;
  /** The modal is done: continue to the redirect route, else close. */
  finish(): void;
  /**
   * The profile of a new account is filled: the account is no longer new (as `me` now says), and
   * the person continues to the redirect route, else to the feed of their city.
   */
  finishSignUp(city: string | null): Promise<void>;
}

const [AuthFlowContext, useAuthFlow] = requiredContext<AuthFlow>('useAuthFlow', 'AuthFlowProvider');

interface AuthFlowProviderProps {
  draft: AuthDraft;
  updateDraft(change: Partial<AuthDraft>): void;
  onClose(): void;
  children: ReactNode;
}

export function AuthFlowProvider({ draft, updateDraft, onClose, children }: AuthFlowProviderProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const client = useApolloClient();
  const { showSnackbar } = useSnackbar();
  const redirect = toSafeInternalPath(searchParams.get(REDIRECT_PARAM));

  const goTo = useCallback(
    (step: AuthStep) => {
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          next.set(MODAL_PARAM, step);
          next.delete(MODAL_ID_PARAM);
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  const finish = useCallback(() => {
    if (redirect) void navigate(redirect, { replace: true });
    else onClose();
  }, [navigate, onClose, redirect]);

  const finishSignUp = useCallback(
    async (city: string | null) => {
      try {
        const { data } = await client.query({
          query: SessionDocument,
          fetchPolicy: 'network-only',
        });
        if (data?.me) signIn(data.me);
      } catch {
        // The stored account still says new; the next load's `me` corrects it.
      }
      const feed = paths.cityFeed.getHref(city ?? readCurrentCity() ?? DEFAULT_CITY);
      void navigate(redirect ?? feed, { replace: true });
    },
    [client, navigate, redirect, signIn],
  );

  const loggedIn = useCallback(
    (account: Account) => {
      signIn(account);
      showSnackbar(messages.login.authorized);
      if (account.isNew) goTo('edit_user');
      else finish();
    },
    [finish, goTo, showSnackbar, signIn],
  );

  const flow = useMemo(
    () => ({ draft, updateDraft, goTo, loggedIn, finish, finishSignUp }),
    [draft, updateDraft, goTo, loggedIn, finish, finishSignUp],
  );
  return <AuthFlowContext value={flow}>{children}</AuthFlowContext>;
}

export { useAuthFlow };
