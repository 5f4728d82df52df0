import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { ModalShell } from '../../components/ui/modal-shell';
import { describeError, toAppError } from '../../lib/infra/errors';
import * as messages from '../../lib/messages';
import { useSnackbar } from '../../lib/hooks/snackbar';
import { useSession } from '../../lib/domain/session';
import styles from './settings-page.module.css';
import { DeleteUserDocument } from '../../gql/graphql';

interface DeleteAccountModalProps {
  userId: string;
  onClose(): void;
}

/** `?modal=delete_user`: confirms deleting one's own account, then signs out. */
export function DeleteAccountModal({ userId, onClose }: DeleteAccountModalProps) {
  const { signOut } = useSession();
  const { showSnackbar } = useSnackbar();
  const [deleting, setDeleting] = useState(false);
  const [deleteUser] = useMutation(DeleteUserDocument, {
    update(cache) {
      // The mutation answers only true; the cached profile learns it is deleted here.
      cache.modify({
        id: cache.identify({ __typename: 'User', id: userId }),
        fields: { isDeleted: () => true },
      });
    },
  });

  const confirm = async () => {
    setDeleting(true);
    try {
      await deleteUser({ variables: { id: userId } });
    } catch (error) {
      setDeleting(false);
      const view = describeError(toAppError(error), 'action');
      if (view.surface === 'snackbar') showSnackbar(view.message);
      return;
    }
    // The route guard takes the visitor they now are from /settings to the feed.
    await signOut();
  };

  return (
    <ModalShell title={messages.settings.deleteTitle} onClose={onClose}>
      <p className={styles.text}>{messages.settings.deleteText}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose} disabled={deleting}>
          {messages.settings.cancel}
        </Button>
        <Button onClick={() => void confirm()} disabled={deleting}>
          {messages.settings.delete}
        </Button>
      </div>
    </ModalShell>
  );
}
