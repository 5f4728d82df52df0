import { Button } from '../../components/ui/button';
import type { OutletPermissions_OutletFragment } from '../../gql/graphql';
import * as messages from '../../lib/messages';
import { useModal } from '../../lib/infra/modal';
import { useSession } from '../../lib/domain/session';
import { permissionEntryOf, type PermissionSubject } from './permission-rules';
import styles from './permissions.module.css';
import { RequestPermissionModal } from './request-permission-modal';
import { SharedPermissionsModal } from './shared-permissions-modal';

interface PermissionEntryProps {
  subject: PermissionSubject;
  outlet: OutletPermissions_OutletFragment;
}

/**
 * The access button of a place or chain page: Access (the shared_permissions modal) for those
 * with access, Request access for other signed-in people, and the modals they open.
 */
export function PermissionEntry({ subject, outlet }: PermissionEntryProps) {
  const { account } = useSession();
  const { modal, openModal, closeModal } = useModal();
  const entry = permissionEntryOf({
    signedIn: Boolean(account),
    isAdmin: Boolean(account?.isAdmin),
    hasAccess: outlet.hasAccess,
    isOwned: outlet.isOwned,
    isManaged: outlet.isManaged,
    isRequested: outlet.isRequested,
  });
  const words = messages.permissions;
  if (!entry) return null;

  // Each entry button opens its own modal; the modal shows only while the entry still offers it.
  const opens = { manage: 'shared_permissions', request: 'request_permission' } as const;
  const Modal =
    modal === 'shared_permissions' && entry === 'manage'
      ? SharedPermissionsModal
      : modal === 'request_permission' && entry === 'request'
        ? RequestPermissionModal
        : null;

  return (
    <>
      {entry === 'requested' ? (
        <span className={styles.requested} role="status">
          {words.requested}
        </span>
      ) : (
        <Button variant="secondary" onClick={() => openModal(opens[entry])}>
          {words[entry]}
        </Button>
      )}
      {Modal ? (
        <Modal subject={subject} id={outlet.id} name={outlet.name} onClose={closeModal} />
      ) : null}
    </>
  );
}
