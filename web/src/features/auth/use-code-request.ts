import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { RESEND_TIMEOUT_S } from '../../lib/constants';
import { toAppError, type AppError } from '../../lib/infra/errors';
import { useAuthFlow } from './auth-flow';
import { contactInput, contactKey, type AuthDraft } from './contact';
import { RequestCodeDocument, RequestPasswordRestoreDocument } from '../../gql/graphql';

/** What the code is for: logging in, registering, or setting a new password. */
export type CodeKind = 'LOGIN' | 'REGISTRATION' | 'RESTORE';

type Contact = Pick<AuthDraft, 'mode' | 'phone' | 'email'>;

export type CodeRequestResult = { sent: true } | { sent: false; error: AppError };

/**
 * Asks for a one-time code and keeps the resend timer in the draft. Without `resend`, a code that
 * went to the same contact for the same purpose less than the timeout ago counts as sent, so going
 * back a step and forward again does not ask twice (the server would refuse it anyway).
 */
export function useCodeRequest() {
  const { draft, updateDraft } = useAuthFlow();
  const [requestCode] = useMutation(RequestCodeDocument);
  const [requestRestore] = useMutation(RequestPasswordRestoreDocument);

  return useCallback(
    async (kind: CodeKind, contact: Contact, resend = false): Promise<CodeRequestResult> => {
      const key = `${kind}:${contactKey(contact)}`;
      if (!resend && draft.codeSentTo === key && draft.resendAt > Date.now()) return { sent: true };
      try {
        const input = contactInput(contact);
        const timeout =
          kind === 'RESTORE'
            ? (await requestRestore({ variables: { contact: input } })).data?.requestPasswordRestore
                .timeout
            : (await requestCode({ variables: { contact: input, purpose: kind } })).data
                ?.requestCode.timeout;
        updateDraft({
          codeSentTo: key,
          resendAt: Date.now() + (timeout ?? RESEND_TIMEOUT_S) * 1000,
          blockedUntil: 0,
        });
        return { sent: true };
      } catch (caught) {
        const error = toAppError(caught);
        if (error.status === 'ResendSmsTemporaryBlocked') {
          updateDraft({ blockedUntil: Date.now() + (error.timeout ?? RESEND_TIMEOUT_S) * 1000 });
          // The code sent before is still good: the confirm step can take it.
          if (!resend && draft.codeSentTo === key) return { sent: true };
        }
        return { sent: false, error };
      }
    },
    [draft.codeSentTo, draft.resendAt, requestCode, requestRestore, updateDraft],
  );
}
