import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { SNACKBAR_DURATION_MS } from '../constants';
import { requiredContext } from '../infra/required-context';

export interface Snack {
  id: number;
  message: string;
}

interface SnackbarState {
  snack: Snack | null;
  showSnackbar(message: string): void;
  dismissSnackbar(): void;
}

const [SnackbarContext, useSnackbar] = requiredContext<SnackbarState>(
  'useSnackbar',
  'SnackbarProvider',
);

/** One snackbar at a time; a new message replaces the current one and restarts the 4 s. */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [snack, setSnack] = useState<Snack | null>(null);
  const showSnackbar = useCallback((message: string) => {
    setSnack((current) => ({ id: (current?.id ?? 0) + 1, message }));
  }, []);
  const dismissSnackbar = useCallback(() => setSnack(null), []);

  useEffect(() => {
    if (!snack) return;
    const timer = window.setTimeout(() => setSnack(null), SNACKBAR_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [snack]);

  const state = useMemo(
    () => ({ snack, showSnackbar, dismissSnackbar }),
    [snack, showSnackbar, dismissSnackbar],
  );
  return <SnackbarContext value={state}>{children}</SnackbarContext>;
}

export { useSnackbar };
