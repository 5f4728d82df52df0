import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { toAppError } from '../../lib/infra/errors';
import * as messages from '../../lib/messages';
import { FormError, InputField } from '../../components/ui/form-field';
import { useAuthFlow } from './auth-flow';
import { ContactField, shownError } from './contact-field';
import { contactInput } from './contact';
import { BlockedNotice } from './countdowns';
import { useCodeRequest, type CodeKind } from './use-code-request';
import { useContactForm } from './use-contact-form';
import { contactSchema, loginSchema } from './validation';
import styles from './auth-modal.module.css';
import { LoginByPasswordDocument } from '../../gql/graphql';

const text = messages.login;

/** Log in: phone or e-mail and password; or a one-time code; or recover the password. */
export function LoginForm() {
  const { goTo, loggedIn, draft } = useAuthFlow();
  const { form, formError, setFormError, showFailure, switchMode } = useContactForm(loginSchema);
  const [loginByPassword] = useMutation(LoginByPasswordDocument);
  const requestCode = useCodeRequest();
  const [busy, setBusy] = useState(false);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { data } = await loginByPassword({
        variables: { contact: contactInput(values), password: values.password },
      });
      if (data) loggedIn(data.loginByPassword.account);
    } catch (error) {
      // SPEC: a failed login clears the password.
      form.setValue('password', '');
      showFailure(toAppError(error), 'loginByPassword');
    }
  });

  const logInByCode = async () => {
    const valid = await form.trigger(form.getValues('mode'));
    if (!valid) return;
    setBusy(true);
    const result = await requestCode('LOGIN', form.getValues());
    setBusy(false);
    if (result.sent) goTo('confirm_login');
    else showFailure(result.error, 'requestCode');
  };

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      {/* SPEC section 5: login validates before sending, but shows only the server's errors. */}
      <ContactField control={form.control} onModeChange={switchMode} showRuleErrors={false} />
      <InputField
        label={text.password}
        error={shownError(errors.password, false)}
        type="password"
        autoComplete="current-password"
        {...form.register('password')}
      />
      <FormError message={formError} className={styles.formError} />
      <BlockedNotice key={draft.blockedUntil} until={draft.blockedUntil} />
      <Button type="submit" block size="lg" disabled={isSubmitting}>
        {text.submitLogIn}
      </Button>
      <div className={styles.links}>
        <button type="button" className={styles.link} onClick={() => goTo('restore_password')}>
          {text.forgotPassword}
        </button>
        <button
          type="button"
          className={styles.link}
          disabled={busy}
          onClick={() => void logInByCode()}
        >
          {text.logInByCode}
        </button>
      </div>
    </form>
  );
}

interface CodeContactFormProps {
  kind: Exclude<CodeKind, 'LOGIN'>;
}

/** Sign up and Recover password: the contact, then 'Get the code'. */
export function CodeContactForm({ kind }: CodeContactFormProps) {
  const { goTo, draft } = useAuthFlow();
  const { form, formError, showFailure, switchMode } = useContactForm(contactSchema);
  const requestCode = useCodeRequest();
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await requestCode(kind, values);
    if (result.sent) {
      goTo(kind === 'REGISTRATION' ? 'confirm_registration' : 'confirm_restore_password');
    } else {
      showFailure(result.error, kind === 'REGISTRATION' ? 'requestCode' : 'requestRestore');
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      {kind === 'RESTORE' ? <p className={styles.hint}>{text.restoreHint}</p> : null}
      <ContactField control={form.control} onModeChange={switchMode} />
      <FormError message={formError} className={styles.formError} />
      <BlockedNotice key={draft.blockedUntil} until={draft.blockedUntil} />
      <Button type="submit" block size="lg" disabled={isSubmitting}>
        {text.getCode}
      </Button>
    </form>
  );
}
