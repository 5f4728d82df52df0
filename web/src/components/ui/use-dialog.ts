import type * as FocusTrapModule from 'focus-trap';
import { useEffect, useRef, useState } from 'react';

export interface DialogOptions {
  /** Focus the first field on open (type at once) instead of the dialog itself. */
  focusField?: boolean;
  /** Keys the dialog handles besides Escape (the gallery's arrows). */
  onKeyDown?(event: KeyboardEvent): void;
}

// focus-trap and tabbable come to some 7 KB gzip that no page needs until a dialog opens: they
// load with the first dialog of a visit (a chunk of their own), and every later one has them at
// once.
let focusTrapModule: Promise<typeof FocusTrapModule> | undefined;
function loadFocusTrap() {
  focusTrapModule ??= import('focus-trap');
  return focusTrapModule;
}

/**
 * What every dialog does while it is mounted: focus moves in on open, Tab and Shift+Tab cycle
 * within it (focus-trap), Escape closes, focus goes back to what opened it on close, and the page
 * under it does not scroll. Returns the ref for the dialog element.
 *
 * Until focus-trap has loaded (the first dialog of a visit, for the moment its chunk takes), focus
 * is already in the dialog, Tab keeps it there and Escape closes it.
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
    const initialFocus = field ?? dialog;
    initialFocus.focus();
    const returnFocus = (previous: HTMLElement | SVGElement) =>
      opener instanceof HTMLElement && opener.isConnected ? opener : previous;
    let trap: FocusTrapModule.FocusTrap | undefined;
    let open = true;
    void loadFocusTrap().then(({ createFocusTrap }) => {
      if (!open) return;
      trap = createFocusTrap(dialog, {
        initialFocus: () => (dialog.contains(document.activeElement) ? false : initialFocus),
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
        setReturnFocus: returnFocus,
      });
      trap.activate();
    });
    const onKey = (event: KeyboardEvent) => {
      if (trap) {
        if (event.key !== 'Escape') latest.current.onKeyDown?.(event);
        return;
      }
      if (event.key === 'Tab') event.preventDefault();
      else if (event.key === 'Escape') latest.current.onClose();
      else latest.current.onKeyDown?.(event);
    };
    document.addEventListener('keydown', onKey);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      open = false;
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      if (trap) trap.deactivate();
      else returnFocus(initialFocus).focus();
    };
  }, [focusField, opener]);

  return dialogRef;
}
