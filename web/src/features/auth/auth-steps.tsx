import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { DEFAULT_CITY, DEFAULT_PHONE_COUNTRY } from '../../lib/constants';
import { readCurrentCity } from '../../lib/domain/current-city';
import * as messages from '../../lib/messages';
import { countryOfCity } from '../../components/phone/countries';
import { ProfileForm } from '../user/profile-form';
import { AuthFlowProvider, useAuthFlow, type AuthStep } from './auth-flow';
import { ConfirmCodeForm, RestoreConfirmForm } from './code-steps';
import { initialDraft, type AuthDraft } from './contact';
import { CodeContactForm, LoginForm } from './contact-steps';
import { useSession } from '../../lib/domain/session';
import styles from './auth-modal.module.css';

const text = messages.login;

// SPEC section 2: where Back goes from each step.
const backTo: Partial<Record<AuthStep, AuthStep>> = {
  confirm_login: 'login',
  confirm_registration: 'registration',
  restore_password: 'login',
  confirm_restore_password: 'restore_password',
};

function Tabs({ step }: { step: 'login' | 'registration' }) {
  const { goTo } = useAuthFlow();
  return (
    <div className={styles.tabs} role="tablist">
      {(['login', 'registration'] as const).map((name) => (
        <button
          key={name}
          type="button"
          role="tab"
          aria-selected={step === name}
          className={step === name ? `${styles.tab} ${styles.active}` : styles.tab}
          onClick={() => goTo(name)}
        >
          {name === 'login' ? text.tabs.logIn : text.tabs.signUp}
        </button>
      ))}
    </div>
  );
}

/** A step's content; its first field takes the focus when the step appears. */
function StepBody({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('input:not([type="radio"]), select')?.focus();
  }, []);
  return <div ref={ref}>{children}</div>;
}

function FillProfile() {
  const { account } = useSession();
  const { finishSignUp } = useAuthFlow();
  if (!account) return null;
  return (
    <ProfileForm
      user={account.user}
      onSaved={(user) => void finishSignUp(user.city?.latinName ?? null)}
    />
  );
}

function Step({ step }: { step: AuthStep }) {
  switch (step) {
    case 'login':
      return (
        <>
          <Tabs step="login" />
          <LoginForm />
        </>
      );
    case 'registration':
      return (
        <>
          <Tabs step="registration" />
          <CodeContactForm kind="REGISTRATION" />
        </>
      );
    case 'confirm_login':
      return <ConfirmCodeForm kind="LOGIN" />;
    case 'confirm_registration':
      return <ConfirmCodeForm kind="REGISTRATION" />;
    case 'restore_password':
      return <CodeContactForm kind="RESTORE" />;
    case 'confirm_restore_password':
      return <RestoreConfirmForm />;
    case 'edit_user':
      return <FillProfile />;
  }
}

function BackButton({ step }: { step: AuthStep }) {
  const { goTo } = useAuthFlow();
  const target = backTo[step];
  if (!target) return null;
  return (
    <button type="button" className={styles.back} onClick={() => goTo(target)}>
      ← {text.back}
    </button>
  );
}

function defaultCountry(): string {
  return countryOfCity(readCurrentCity() ?? DEFAULT_CITY)?.code ?? DEFAULT_PHONE_COUNTRY;
}

/**
 * The steps of the sign-in modal, loaded with the country list and phone metadata when the modal
 * first opens. It stays mounted while the steps change, so the contact typed survives moving
 * between them; steps replace each other in the history, so Back in the browser, like the close
 * button, leaves the modal.
 */
export function AuthSteps({ step, onClose }: { step: AuthStep; onClose(): void }) {
  const [draft, setDraft] = useState<AuthDraft>(() => initialDraft(defaultCountry()));
  const updateDraft = useCallback(
    (change: Partial<AuthDraft>) => setDraft((current) => ({ ...current, ...change })),
    [],
  );
  return (
    <AuthFlowProvider draft={draft} updateDraft={updateDraft} onClose={onClose}>
      <BackButton step={step} />
      <StepBody key={step}>
        <Step step={step} />
      </StepBody>
    </AuthFlowProvider>
  );
}
