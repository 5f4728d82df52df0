import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { DraftStore } from '../../lib/infra/draft-store';

/**
 * Keeps a form's values as a draft while the person changes them (SPEC section 4): the store
 * drops a draft whose main fields are all empty. Untouched forms write nothing, so opening an
 * edit form does not turn the saved place into a draft.
 */
export function useDraft<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  store: DraftStore<Values>,
  key: string,
) {
  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      if (name === undefined) return;
      store.save(key, values as Values);
    });
    return () => subscription.unsubscribe();
  }, [form, store, key]);
}
