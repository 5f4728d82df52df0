import { useState } from 'react';
import { createPortal } from 'react-dom';
import { CloseButton } from '../ui/close-button';
import { useDialog } from '../ui/use-dialog';
import { useHydrated } from '../../lib/infra/hydration';
import * as messages from '../../lib/messages';
import { MAX_ZOOM, MIN_ZOOM, nextZoom, wrapIndex } from './carousel';
import { SlideArrows } from './slide-arrows';
import styles from './gallery-viewer.module.css';

export interface GalleryPhoto {
  id: string;
  description?: string | null;
  standard: { url: string; width: number; height: number };
  original: { url: string; width: number; height: number };
}

/** A photo shown small in a post or comment before the gallery opens on it. */
export interface ThumbnailedPhoto extends GalleryPhoto {
  thumbnail: { url: string; width: number; height: number };
}

interface GalleryViewerProps {
  title: string;
  photos: readonly GalleryPhoto[];
  index: number;
  onShow(index: number): void;
  onClose(): void;
}

/**
 * The full-screen gallery (SPEC section 2): a circular carousel with the counter 'N out of M',
 * zoom in and out, next, previous and close; the arrow keys move and Escape closes.
 *
 * Rendered into the body, which the server has not: a page rendered with `?gallery=` in its URL
 * comes without the viewer, which opens once the app has hydrated the page.
 */
export function GalleryViewer(props: GalleryViewerProps) {
  return useHydrated() ? <BodyGalleryViewer {...props} /> : null;
}

function BodyGalleryViewer({ title, photos, index, onShow, onClose }: GalleryViewerProps) {
  const count = photos.length;
  const current = wrapIndex(index, count);
  const photo = photos[current];
  // The zoom belongs to the photo it was set on: each photo starts fitted to the screen.
  const [zoomed, setZoomed] = useState({ index: current, zoom: MIN_ZOOM });
  const zoom = zoomed.index === current ? zoomed.zoom : MIN_ZOOM;
  const zoomBy = (direction: 1 | -1) =>
    setZoomed({ index: current, zoom: nextZoom(zoom, direction) });
  const dialogRef = useDialog<HTMLDivElement>(onClose, {
    onKeyDown: (event) => {
      if (event.key === 'ArrowRight' && count > 1) onShow(wrapIndex(current + 1, count));
      else if (event.key === 'ArrowLeft' && count > 1) onShow(wrapIndex(current - 1, count));
    },
  });

  return createPortal(
    <div
      ref={dialogRef}
      className={styles.viewer}
      role="dialog"
      aria-modal="true"
      aria-label={`${messages.gallery.label}: ${title}`}
      tabIndex={-1}
    >
      <div className={styles.bar}>
        <p className={styles.counter} aria-live="polite">
          {count > 0 ? messages.gallery.counter(current + 1, count) : messages.gallery.empty}
        </p>
        <div className={styles.tools}>
          <button
            type="button"
            className={styles.tool}
            aria-label={messages.gallery.zoomOut}
            disabled={zoom <= MIN_ZOOM}
            onClick={() => zoomBy(-1)}
          >
            −
          </button>
          <button
            type="button"
            className={styles.tool}
            aria-label={messages.gallery.zoomIn}
            disabled={zoom >= MAX_ZOOM || !photo}
            onClick={() => zoomBy(1)}
          >
            +
          </button>
          <CloseButton className={styles.tool} onClick={onClose} size={22} />
        </div>
      </div>
      <div className={styles.stage} data-zoomed={zoom > MIN_ZOOM ? 'true' : undefined}>
        {photo ? (
          <img
            key={photo.id}
            className={styles.photo}
            src={zoom > MIN_ZOOM ? photo.original.url : photo.standard.url}
            alt={photo.description ?? ''}
            style={{ transform: `scale(${zoom})` }}
            data-zoom={zoom}
          />
        ) : null}
      </div>
      <SlideArrows current={current} count={count} onShow={onShow} className={styles.nav} />
      {photo?.description ? <p className={styles.caption}>{photo.description}</p> : null}
    </div>,
    document.body,
  );
}
