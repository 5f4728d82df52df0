import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { MODAL_PARAM, useCloseParams } from '../../lib/infra/modal';
import { GALLERY_PARAM, GALLERY_PHOTO_PARAM } from '../../lib/paths';

const GALLERY_PARAMS = [GALLERY_PARAM, GALLERY_PHOTO_PARAM] as const;

/** The URL parameters that open a gallery full-screen on a photo (its position from 0). */
export function galleryParams(galleryId: string, index: number): Record<string, string> {
  return { [GALLERY_PARAM]: galleryId, [GALLERY_PHOTO_PARAM]: String(index + 1) };
}

export interface GalleryParam {
  /** The gallery shown full-screen, or null when the viewer is closed (or a modal is open). */
  galleryId: string | null;
  /** The photo shown, from 0. */
  index: number;
  open(galleryId: string, index: number): void;
  /** Moves to another photo without a new history entry, so Close leaves in one step. */
  show(index: number): void;
  close(): void;
}

/**
 * SPEC section 2: the full-screen gallery opens when `gallery` is in the URL and no modal is
 * open; closing goes back in history (or drops the parameters when the link was opened directly).
 * `photo` holds the photo's position from 1, as the counter reads.
 */
export function useGalleryParam(): GalleryParam {
  const [searchParams, setSearchParams] = useSearchParams();
  const modalOpen = searchParams.has(MODAL_PARAM);
  const galleryId = modalOpen ? null : searchParams.get(GALLERY_PARAM);
  const index = Math.max(
    0,
    (Number.parseInt(searchParams.get(GALLERY_PHOTO_PARAM) ?? '', 10) || 1) - 1,
  );

  const open = useCallback(
    (id: string, photo: number) => {
      setSearchParams((params) => {
        const next = new URLSearchParams(params);
        for (const [name, value] of Object.entries(galleryParams(id, photo))) next.set(name, value);
        return next;
      });
    },
    [setSearchParams],
  );

  const show = useCallback(
    (photo: number) => {
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          next.set(GALLERY_PHOTO_PARAM, String(photo + 1));
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  const close = useCloseParams(GALLERY_PARAMS);

  return { galleryId, index, open, show, close };
}
