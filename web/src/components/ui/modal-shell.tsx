import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from '../../lib/infra/hydration';
import { CloseButton } from './close-button';
import styles from './modal-shell.module.css';
import { useDialog, type DialogOptions } from './use-dialog';

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
  return (
    <OverlayDialog
      overlayClassName={styles.overlay}
      className={`${styles.dialog} ${styles[size]}`}
      titleId={titleId}
      onClose={onClose}
      options={FOCUS_FIELD}
    >
      <div className={styles.head}>
        <div>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </div>
        <CloseButton className={styles.close} onClick={onClose} size={20} />
      </div>
      <div className={styles.body}>{children}</div>
    </OverlayDialog>
  );
}

const FOCUS_FIELD: DialogOptions = { focusField: true };

interface OverlayDialogProps {
  overlayClassName?: string;
  className?: string;
  /** The id of the dialog's title, which names it for screen readers. */
  titleId: string;
  onClose(): void;
  options?: DialogOptions;
  children: ReactNode;
}

/**
 * A dialog over a dimmed page (a modal, the filter sheet), rendered at the end of the body: a
 * click on the overlay outside the dialog closes it, as Escape does.
 *
 * A portal into the body has no place in the server's HTML (there is no document there), so a
 * page rendered with a modal in its URL comes without it, and the dialog opens once the app has
 * hydrated the page (its first render in the browser matches the server's: nothing).
 */
export function OverlayDialog(props: OverlayDialogProps) {
  return useHydrated() ? <BodyOverlayDialog {...props} /> : null;
}

function BodyOverlayDialog({
  overlayClassName,
  className,
  titleId,
  onClose,
  options,
  children,
}: OverlayDialogProps) {
  const dialogRef = useDialog<HTMLDivElement>(onClose, options);
  return createPortal(
    <div
      className={overlayClassName}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={className}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
