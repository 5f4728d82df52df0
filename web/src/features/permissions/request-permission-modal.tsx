import { useMutation } from '@apollo/client/react';
import { Button } from '../../components/ui/button';
import { ModalShell } from '../../components/ui/modal-shell';
import { useActionFailure } from '../../lib/hooks/action-failure';
import * as messages from '../../lib/messages';
import type { PermissionSubject } from './permission-rules';
import styles from './permissions.module.css';
import { RequestPermissionDocument } from '../../gql/graphql';

interface RequestPermissionModalProps {
  subject: PermissionSubject;
  id: string;
  name: string;
  onClose(): void;
}

/**
 * `?modal=request_permission`: a signed-in person asks to run a place or chain; they become its
 * requester (isRequested) until an owner approves or rejects them.
 */
export function RequestPermissionModal({
  subject,
  id,
  name,
  onClose,
}: RequestPermissionModalProps) {
  const failed = useActionFailure();
  const [requestPermission, { loading }] = useMutation(RequestPermissionDocument);
  const words = messages.permissions;

  const send = async () => {
    try {
      await requestPermission({
        variables: subject === 'place' ? { placeId: id } : { organisationId: id },
      });
      onClose();
    } catch (error) {
      failed(error, words.requestFailed);
    }
  };

  return (
    <ModalShell title={words.requestTitle} onClose={onClose}>
      <div className={styles.body}>
        <p>{words.requestText(name)}</p>
        <Button size="lg" block onClick={() => void send()} disabled={loading}>
          {words.send}
        </Button>
      </div>
    </ModalShell>
  );
}
