import * as messages from '../../lib/messages';
import { IconButton } from './icon-button';
import { CloseIcon } from './icons';

interface CloseButtonProps {
  /**
   * What it closes or removes, for screen readers (the button shows only the cross); a modal's
   * or the gallery's plain 'Close' unless told.
   */
  label?: string;
  onClick(): void;
  className?: string;
  /** The cross's size in px, fitted to what it closes. */
  size: number;
}

/** The cross that closes a modal, the gallery, the snackbar or a map card, or removes an image. */
export function CloseButton({ label = messages.modal.close, ...button }: CloseButtonProps) {
  return <IconButton label={label} icon={CloseIcon} {...button} />;
}
