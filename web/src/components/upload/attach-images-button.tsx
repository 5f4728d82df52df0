import { useRef, type ReactNode } from 'react';
import { Button } from '../ui/button';
import { PlusIcon } from '../ui/icons';
import { IMAGE_UPLOAD_ACCEPT } from '../../lib/constants';
import * as messages from '../../lib/messages';
import { useRequireLogin } from '../../lib/domain/session';
import type { ImageUploads } from '../../lib/infra/upload/use-image-uploads';

interface AttachImagesButtonProps {
  uploads: ImageUploads;
  /** The button's text (or an accessible name with `icon` only). */
  label?: string;
  /** Shows only the icon, with `label` as the accessible name. */
  iconOnly?: boolean;
  icon?: ReactNode;
  /** Several files at once (off for an avatar). */
  multiple?: boolean;
  /** A full list takes the new choice in place of what it holds (an avatar). */
  replace?: boolean;
  disabled?: boolean;
  variant?: 'primary' | 'secondary' | 'ghost';
  size?: 'sm' | 'md' | 'lg';
}

/**
 * Opens the file chooser (jpeg and png only) and starts the uploads; for a visitor it opens the
 * login modal instead (SPEC section 5). Disabled once the list is full.
 */
export function AttachImagesButton({
  uploads,
  label = messages.upload.add,
  iconOnly = false,
  icon = <PlusIcon size={18} />,
  multiple = true,
  replace = false,
  disabled = false,
  variant = 'secondary',
  size = 'sm',
}: AttachImagesButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const requireLogin = useRequireLogin();
  const full = uploads.items.length >= uploads.max;
  return (
    <>
      <Button
        variant={variant}
        size={size}
        icon={icon}
        disabled={disabled || (full && !replace)}
        aria-label={iconOnly ? label : undefined}
        onClick={() => requireLogin(() => input.current?.click())}
      >
        {iconOnly ? null : label}
      </Button>
      <input
        ref={input}
        type="file"
        accept={IMAGE_UPLOAD_ACCEPT}
        multiple={multiple}
        hidden
        data-testid="image-upload-input"
        onChange={(event) => {
          const { files } = event.currentTarget;
          if (files && files.length > 0) {
            if (replace && full) uploads.reset();
            uploads.add(files);
          }
          // The same file may be chosen again after it was removed.
          event.currentTarget.value = '';
        }}
      />
    </>
  );
}
