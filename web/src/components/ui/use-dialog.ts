import { createFocusTrap } from 'focus-trap';
import { useEffect, useRef, useState } from 'react';

export interface DialogOptions {
  /** Focus the first field on open (type at once) instead of the dialog itself. */
  focusField?: boolean;
  /** Keys the dialog handles besides Escape (the gallery's arrows). */
  onKeyDown?(event: KeyboardEvent): void;
}

/**
 * What every dialog does while it is mounted: focus moves in on open, Tab and Shift+Tab cycle
 * within it (focus-trap), Escape closes, focus goes back to what opened it on close, and the page
 * under it does not scroll. Returns the ref for the dialog element.
 */
export function useDialog<T extends HTMLElement>(onClose: () => void, options: DialogOptions = {}) {
  const dialogRef = useRef<T>(null);
  const latest = useRef({ onClose, onKeyDown: options.onKeyDown });
  useEffect(() => {
    latest.current = { onClose, onKeyDown: options.onKeyDown };
  });
  const focusField = options.focusField ?? false;
  // What had focus when the dialog first rendered: its opener. Read before any effect runs, since
  // the dialog's own content may move focus into itself (a form's first field) before the trap
  // below starts, which would make that field the trap's idea of where focus came from.
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : document.activeElement,
  );

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Without a field to type in, the dialog itself takes focus, so no button looks pressed.
    const field = focusField ? dialog.querySelector<HTMLElement>('input, textarea') : null;
    const trap = createFocusTrap(dialog, {
      initialFocus: field ?? dialog,
      fallbackFocus: dialog,
      // Only the topmost trap listens, so Escape closes the dialog on top and no other.
      escapeDeactivates: () => {
        latest.current.onClose();
        return false;
      },
      // A click outside is the overlay's (it closes the dialog itself); the trap lets it through.
      allowOutsideClick: true,
      delayInitialFocus: false,
      returnFocusOnDeactivate: true,
      setReturnFocus: (previous) =>
        opener instanceof HTMLElement && opener.isConnected ? opener : previous,
    });
    trap.activate();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') latest.current.onKeyDown?.(event);
    };
    document.addEventListener('keydown', onKey);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      trap.deactivate();
    };
  }, [focusField, opener]);

  return dialogRef;
}
