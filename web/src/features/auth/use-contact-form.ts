import { useEffect } from 'react';
import type { AppError } from '../../lib/infra/errors';
import { useServerForm } from '../../lib/infra/form';
import { useAuthFlow } from './auth-flow';
import { authFailure, type AuthCall } from './auth-errors';
import type { ContactFormValues, contactSchema } from './validation';

/**
 * A sign-in form over the shared draft: it starts from the contact typed in the other steps and
 * writes every change back, so Back and the tabs keep what was typed (SPEC: Account state in the
 * forms). Failures land under their field or above the submit button.
 */
export function useContactForm(schema: typeof contactSchema) {
  const { draft, updateDraft } = useAuthFlow();
  const { form, formError, setFormError, showFailures } = useServerForm<ContactFormValues>(schema, {
    defaultValues: { mode: draft.mode, phone: draft.phone, email: draft.email, password: '' },
  });

  const { subscribe } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values, name }) => {
          if (name === 'mode' || name === 'phone' || name === 'email') {
            updateDraft({ mode: values.mode, phone: values.phone, email: values.email });
          }
          setFormError(null);
        },
      }),
    [subscribe, updateDraft, setFormError],
  );

  function showFailure(error: AppError, call: AuthCall) {
    // The 'Sending SMS is blocked for N sec' countdown says it already.
    if (error.status === 'ResendSmsTemporaryBlocked' && error.timeout) return;
    const { field, message } = authFailure(error, call, form.getValues('mode'));
    // These forms have no code field: a code failure shows above the submit button.
    showFailures([{ field: field === 'code' ? null : field, message }], true);
  }

  function switchMode() {
    form.clearErrors();
    setFormError(null);
  }

  return { form, formError, setFormError, showFailure, switchMode };
}
