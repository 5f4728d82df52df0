import { lazy, Suspense } from 'react';
import { ModalShell } from '../../components/ui/modal-shell';
import { Spinner } from '../../components/ui/spinner';
import { messages } from '../../lib/messages';
import type { AuthStep } from './auth-flow';
import { useSession } from './session';

const text = messages.login;

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

/**
 * The sign-in modal (`?modal=login`, `registration`, `confirm_registration`, `confirm_login`,
 * `restore_password`, `confirm_restore_password`, `edit_user`): the frame shows at once, the
 * forms follow.
 */
export function AuthModal({ step, onClose }: { step: AuthStep; onClose(): void }) {
  const { account } = useSession();
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
