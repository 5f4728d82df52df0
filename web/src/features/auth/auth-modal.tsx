import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { ModalShell } from '../../components/ui/modal-shell';
import { Spinner } from '../../components/ui/spinner';
import * as messages from '../../lib/messages';
import { MODAL_ID_PARAM, MODAL_PARAM, useCloseParams } from '../../lib/infra/modal';
import { REDIRECT_PARAM, type AuthStep } from './auth-flow';
import { useSession } from '../../lib/domain/session';

const text = messages.login;

/** The parameters the login modal lives in: closing it drops them all. */
const AUTH_PARAMS = [MODAL_PARAM, MODAL_ID_PARAM, REDIRECT_PARAM] as const;

// SPEC section 2: the titles of the steps.
const titles: Record<AuthStep, string> = {
  login: text.tabs.logIn,
  registration: text.tabs.signUp,
  confirm_login: text.titles.enterCode,
  confirm_registration: text.titles.enterCode,
  restore_password: text.titles.recoverPassword,
  confirm_restore_password: text.titles.enterCode,
  edit_user: text.titles.fillProfile,
};

// The forms carry the country list and phone metadata: loaded when the modal first opens.
const AuthSteps = lazy(() =>
  import('./auth-steps').then((module) => ({ default: module.AuthSteps })),
);

/** The browser's position in this tab's history (react-router keeps it), when known. */
function historyIndex(): number | null {
  const state: unknown = window.history.state;
  if (!state || typeof state !== 'object') return null;
  const { idx } = state as { idx?: unknown };
  return typeof idx === 'number' ? idx : null;
}

/**
 * Closing as useModal().closeModal does (back when the modal was opened inside the app, else drop
 * the parameter), decided when the modal opened: the steps replace the history entry, which
 * would make any later step look opened in-app. The route guard's replaced entry over a first
 * page is not in-app either (position 0).
 */
function useCloseAuthModal(): () => void {
  const location = useLocation();
  const [openedInApp] = useState(() => location.key !== 'default' && historyIndex() !== 0);
  return useCloseParams(AUTH_PARAMS, { openedInApp });
}

/**
 * The sign-in modal (`?modal=login`, `registration`, `confirm_registration`, `confirm_login`,
 * `restore_password`, `confirm_restore_password`, `edit_user`): the frame shows at once, the
 * forms follow.
 */
export function AuthModal({ step }: { step: AuthStep }) {
  const { account } = useSession();
  const onClose = useCloseAuthModal();
  // Filling the profile needs an account; a visitor who lands there logs in first.
  const shown: AuthStep = step === 'edit_user' && !account ? 'login' : step;
  return (
    <ModalShell title={titles[shown]} onClose={onClose}>
      <Suspense fallback={<Spinner label={messages.common.loading} />}>
        <AuthSteps step={shown} onClose={onClose} />
      </Suspense>
    </ModalShell>
  );
}
