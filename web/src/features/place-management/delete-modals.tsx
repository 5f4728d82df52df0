import { Button } from '../../components/ui/button';
import { ModalShell } from '../../components/ui/modal-shell';
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
