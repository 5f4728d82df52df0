import { useEffect, useMemo } from 'react';
import { useAppState } from './app-state';
import { describeError, toAppError, type ErrorContext, type ErrorView } from '../infra/errors';
import { useSnackbar } from './snackbar';

/**
 * The one hook that turns a failed request into what the user sees. It raises the global page
 * (555) and snackbars itself and returns the view for the caller to render page or inline errors.
 */
export function useRequestError(error: unknown, context: ErrorContext): ErrorView | null {
  const view = useMemo(
    () => (error ? describeError(toAppError(error), context) : null),
    [error, context],
  );
  const { raiseGlobalError } = useAppState();
  const { showSnackbar } = useSnackbar();

  useEffect(() => {
    if (view?.surface === 'global' && view.page) raiseGlobalError(view.page);
    if (view?.surface === 'snackbar') showSnackbar(view.message);
  }, [view, raiseGlobalError, showSnackbar]);

  return view;
}
