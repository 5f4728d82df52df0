import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { CODE_LENGTH } from '../../lib/constants';
import { toAppError, type AppError } from '../../lib/infra/errors';
import { useServerForm } from '../../lib/infra/form';
import * as messages from '../../lib/messages';
import { FormError, FormField, InputField, fieldStyles } from '../../components/ui/form-field';
import { authFailure, type AuthCall } from './auth-errors';
import { useAuthFlow } from './auth-flow';
import { contactInput, contactText, type ContactMode } from './contact';
import { CodeCountdowns } from './countdowns';
import { DevelopmentInbox } from './dev-inbox';
import { useCodeRequest, type CodeKind } from './use-code-request';
import {
  codeSchema,
  restoreConfirmSchema,
  type CodeValues,
  type RestoreConfirmValues,
} from './validation';
import styles from './auth-modal.module.css';
import { LoginByCodeDocument, RestorePasswordDocument } from '../../gql/graphql';

const text = messages.login;

interface CodeFieldProps extends Omit<UseFormRegisterReturn<'code'>, 'onChange'> {
  error?: string;
  value: string;
  onChange(code: string): void;
}

/** The 4-digit code field under its label: digits only, at most four. */
function CodeField({ error, value, onChange, ...registration }: CodeFieldProps) {
  return (
    <FormField label={text.code} error={error}>
      {(aria) => (
        <input
          {...aria}
          {...registration}
          className={`${fieldStyles.control} ${styles.code}`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          value={value}
          onChange={(event) =>
            onChange(event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))
          }
        />
      )}
    </FormField>
  );
}

/** 'We sent a code to …', the development inbox note, and the resend timer or button. */
function CodeSent({ kind }: { kind: CodeKind }) {
  const { draft } = useAuthFlow();
  const requestCode = useCodeRequest();
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    setBusy(true);
    await requestCode(kind, draft, true);
    setBusy(false);
  };
  return (
    <>
      <p className={styles.hint}>{text.codeSentTo(contactText(draft))}</p>
      <DevelopmentInbox key={draft.resendAt} contact={contactInput(draft)} />
      <CodeCountdowns sent={draft} busy={busy} onResend={() => void resend()} />
    </>
  );
}

/** Where a failed code call shows: under the code or password, else above the submit button. */
function codeFailure(error: AppError, call: AuthCall, mode: ContactMode) {
  const { field, message } = authFailure(error, call, mode);
  return { field: field === 'code' || field === 'password' ? field : null, message };
}

/**
 * 'Enter the code' after Sign up or Log in by code: the code submits itself at 4 digits; a wrong
 * or outdated code is cleared with its message.
 */
export function ConfirmCodeForm({ kind }: { kind: 'LOGIN' | 'REGISTRATION' }) {
  const { draft, loggedIn } = useAuthFlow();
  const [loginByCode] = useMutation(LoginByCodeDocument);
  const { form, formError, setFormError, showFailures } = useServerForm<CodeValues>(codeSchema, {
    defaultValues: { code: '' },
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = form.formState;
  const code = useWatch({ control: form.control, name: 'code' });

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      const { data } = await loginByCode({ variables: { contact: contactInput(draft), code } });
      if (data) loggedIn(data.loginByCode.account);
    } catch (error) {
      form.setValue('code', '');
      const { field, message } = codeFailure(toAppError(error), 'loginByCode', draft.mode);
      // This form shows only the code, so a password failure shows under it too.
      showFailures([{ field: field ? 'code' : null, message }]);
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <CodeSent kind={kind} />
      <CodeField
        {...form.register('code')}
        error={errors.code?.message}
        value={code}
        onChange={(next) => {
          form.clearErrors('code');
          setFormError(null);
          form.setValue('code', next);
          // SPEC: the code submits itself once it has all its digits.
          if (next.length === CODE_LENGTH && !isSubmitting) void onSubmit();
        }}
      />
      <FormError message={formError} className={styles.formError} />
      <Button type="submit" block size="lg" disabled={isSubmitting}>
        {text.confirm}
      </Button>
    </form>
  );
}

/** 'Enter the code' of Recover password: the code and the new password, then logged in. */
export function RestoreConfirmForm() {
  const { draft, loggedIn } = useAuthFlow();
  const [restorePassword] = useMutation(RestorePasswordDocument);
  const { form, formError, setFormError, showFailures } = useServerForm<RestoreConfirmValues>(
    restoreConfirmSchema,
    { defaultValues: { code: '', password: '' } },
  );
  const { errors, isSubmitting, isSubmitted } = form.formState;
  const code = useWatch({ control: form.control, name: 'code' });

  const onSubmit = form.handleSubmit(async ({ code, password }) => {
    setFormError(null);
    try {
      const { data } = await restorePassword({
        variables: { contact: contactInput(draft), code, password },
      });
      if (data) loggedIn(data.restorePassword.account);
    } catch (error) {
      const failure = codeFailure(toAppError(error), 'restorePassword', draft.mode);
      if (failure.field === 'code') form.setValue('code', '');
      showFailures([failure]);
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <CodeSent kind="RESTORE" />
      <CodeField
        {...form.register('code')}
        error={errors.code?.message}
        value={code}
        onChange={(next) => form.setValue('code', next, { shouldValidate: isSubmitted })}
      />
      <InputField
        label={text.newPassword}
        error={errors.password?.message}
        type="password"
        autoComplete="new-password"
        {...form.register('password')}
      />
      <FormError message={formError} className={styles.formError} />
      <Button type="submit" block size="lg" disabled={isSubmitting}>
        {text.savePassword}
      </Button>
    </form>
  );
}
