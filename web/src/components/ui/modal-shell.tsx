import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { messages } from '../../lib/messages';
import { CloseButton } from './close-button';
import styles from './modal-shell.module.css';
import { useDialog } from './use-dialog';

interface ModalShellProps {
  title: string;
  subtitle?: string;
  onClose(): void;
  children: ReactNode;
  /** Wider body for lists (city picker). */
  size?: 'sm' | 'md';
}

/**
 * The frame every modal shares: overlay, title, close button, Escape and overlay click to close,
 * focus moved in on open and restored on close. Which modal is open is decided by the URL.
 */
export function ModalShell({ title, subtitle, onClose, children, size = 'sm' }: ModalShellProps) {
  const titleId = useId();
  const dialogRef = useDialog<HTMLDivElement>(onClose, { focusField: true });

  return createPortal(
    <div
      className={styles.overlay}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={`${styles.dialog} ${styles[size]}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className={styles.head}>
          <div>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          </div>
          <CloseButton
            className={styles.close}
            label={messages.modal.close}
            onClick={onClose}
            size={20}
          />
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
