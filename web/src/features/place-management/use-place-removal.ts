import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useActionFailure } from '../../lib/hooks/action-failure';
import * as messages from '../../lib/messages';
import { useSnackbar } from '../../lib/hooks/snackbar';
import { placeDrafts } from '../../lib/domain/place-draft/drafts';
import { DeletePlaceDocument, RecoverPlaceDocument } from '../../gql/graphql';

const text = messages.placeManagement;

/**
 * Deleting and recovering a place (SPEC section 4): deleting marks it deleted and clears its
 * draft; recovering sets its status back to opened. Failures say so in the snackbar.
 */
export function usePlaceRemoval(placeId: string) {
  const [deletePlace, deleting] = useMutation(DeletePlaceDocument);
  const [recoverPlace, recovering] = useMutation(RecoverPlaceDocument);
  const { showSnackbar } = useSnackbar();
  const showFailure = useActionFailure();

  /** One removal step: the snackbar of success, or the failure's; true when it went through. */
  const attempt = useCallback(
    async (run: () => Promise<unknown>, done: string, failed: string) => {
      try {
        await run();
        showSnackbar(done);
        return true;
      } catch (error) {
        showFailure(error, failed);
        return false;
      }
    },
    [showSnackbar, showFailure],
  );

  const remove = () =>
    attempt(
      async () => {
        await deletePlace({ variables: { id: placeId } });
        placeDrafts.clear(placeId);
      },
      text.deleted,
      text.deleteFailed,
    );

  const recover = () =>
    attempt(() => recoverPlace({ variables: { id: placeId } }), text.recovered, text.recoverFailed);

  return { remove, recover, busy: deleting.loading || recovering.loading };
}
