import { Button } from '../../components/ui/button';
import { ModalShell } from '../../components/ui/modal-shell';
import * as messages from '../../lib/messages';
import { useModal } from '../../lib/infra/modal';
import styles from './place-form.module.css';

interface ConfirmModalProps {
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** `modal=delete_place` and `modal=delete_organisation`: asks before deleting. */
export function ConfirmDeleteModal({
  title,
  text,
  confirm,
  cancel,
  busy,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  return (
    <ModalShell title={title} onClose={onClose}>
      <p>{text}</p>
      <div className={styles.actions}>
        <Button variant="primary" onClick={onConfirm} disabled={busy}>
          {confirm}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {cancel}
        </Button>
      </div>
    </ModalShell>
  );
}

interface DeleteActionProps {
  /** The modal that asks first. */
  modal: 'delete_place' | 'delete_organisation';
  words: { delete: string; deleteTitle: string; deleteText: string };
  busy: boolean;
  /** Deletes; `close` closes the modal where the page stays. */
  onConfirm(close: () => void): void;
}

/** Delete of a place or chain: the button, and the modal that asks before deleting. */
export function DeleteAction({ modal: name, words, busy, onConfirm }: DeleteActionProps) {
  const { modal, openModal, closeModal } = useModal();
  return (
    <>
      <Button variant="secondary" onClick={() => openModal(name)}>
        {words.delete}
      </Button>
      {modal === name ? (
        <ConfirmDeleteModal
          title={words.deleteTitle}
          text={words.deleteText}
          confirm={words.delete}
          cancel={messages.placeManagement.cancel}
          busy={busy}
          onClose={closeModal}
          onConfirm={() => onConfirm(closeModal)}
        />
      ) : null}
    </>
  );
}
