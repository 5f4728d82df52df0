import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useActionFailure } from '../../lib/action-failure';
import { messages } from '../../lib/messages';
import { useSnackbar } from '../../lib/snackbar';
import { placeDrafts } from './drafts';
import { DeletePlaceMutation, RecoverPlaceMutation } from './place-documents';

const text = messages.placeManagement;

/**
 * Deleting and recovering a place (SPEC section 4): deleting marks it deleted and clears its
 * draft; recovering sets its status back to opened. Failures say so in the snackbar.
 */
export function usePlaceRemoval(placeId: string) {
  const [deletePlace, deleting] = useMutation(DeletePlaceMutation);
  const [recoverPlace, recovering] = useMutation(RecoverPlaceMutation);
  const { showSnackbar } = useSnackbar();
  const showFailure = useActionFailure();

  const remove = useCallback(async () => {
    try {
      await deletePlace({ variables: { id: placeId } });
      placeDrafts.clear(placeId);
      showSnackbar(text.deleted);
      return true;
    } catch (error) {
      showFailure(error, text.deleteFailed);
      return false;
    }
  }, [deletePlace, placeId, showSnackbar, showFailure]);

  const recover = useCallback(async () => {
    try {
      await recoverPlace({ variables: { id: placeId } });
      showSnackbar(text.recovered);
      return true;
    } catch (error) {
      showFailure(error, text.recoverFailed);
      return false;
    }
  }, [recoverPlace, placeId, showSnackbar, showFailure]);

  return { remove, recover, busy: deleting.loading || recovering.loading };
}
