import { useCallback } from 'react';
import { describeError, toAppError } from '../infra/errors';
import { useSnackbar } from './snackbar';

/**
 * The snackbar of a failed action (like, follow, comment): the server's UI message for a refusal
 * it explains, else the action's own default of SPEC section 8; nothing for 555 and 403 (SPEC:
 * snackbar actions stay silent on those) nor 401 (the login modal opens).
 */
export function actionFailureMessage(error: unknown, fallback: string): string | null {
  const appError = toAppError(error);
  const view = describeError(appError, 'action');
  // A 401 ends the session and opens the login modal, which says enough.
  if (view.surface === 'none' || appError.httpStatus === 401) return null;
  // Refusals the server explains (400, 404, 422) keep its words; the rest read as the default.
  const explained = [400, 404, 422].includes(appError.httpStatus);
  return (explained ? appError.message : null) ?? fallback;
}

/** Shows `actionFailureMessage` in the snackbar. */
export function useActionFailure(): (error: unknown, fallback: string) => void {
  const { showSnackbar } = useSnackbar();
  return useCallback(
    (error: unknown, fallback: string) => {
      const message = actionFailureMessage(error, fallback);
      if (message) showSnackbar(message);
    },
    [showSnackbar],
  );
}
