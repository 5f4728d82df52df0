import { useEffect, useRef } from 'react';

export interface DialogOptions {
  /** Focus the first field on open (type at once) instead of the dialog itself. */
  focusField?: boolean;
  /** Keys the dialog handles besides Escape (the gallery's arrows). */
  onKeyDown?(event: KeyboardEvent): void;
}

/**
 * What every dialog does while it is mounted: focus moves in on open and back on close, Escape
 * closes, and the page under it does not scroll. Returns the ref for the dialog element.
 */
export function useDialog<T extends HTMLElement>(onClose: () => void, options: DialogOptions = {}) {
  const dialogRef = useRef<T>(null);
  const latest = useRef({ onClose, onKeyDown: options.onKeyDown });
  useEffect(() => {
    latest.current = { onClose, onKeyDown: options.onKeyDown };
  });
  const focusField = options.focusField ?? false;

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    // Without a field to type in, the dialog itself takes focus, so no button looks pressed.
    const field = focusField ? dialog?.querySelector<HTMLElement>('input, textarea') : null;
    (field ?? dialog)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current.onClose();
      else latest.current.onKeyDown?.(event);
    };
    document.addEventListener('keydown', onKey);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, [focusField]);

  return dialogRef;
}
