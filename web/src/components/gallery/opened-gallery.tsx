import { lazy, Suspense } from 'react';
import type { GalleryPhoto } from './gallery-viewer';
import type { GalleryParam } from './use-gallery-param';

// The full-screen viewer loads when a gallery is first opened, not with every card that has one.
const GalleryViewer = lazy(() =>
  import('./gallery-viewer').then((module) => ({ default: module.GalleryViewer })),
);

/**
 * The full-screen gallery of `galleryId` (a post's or a comment's images), shown while the URL
 * opens it (see useGalleryParam); nothing otherwise.
 */
export function OpenedGallery({
  gallery,
  galleryId,
  title,
  photos,
}: {
  gallery: GalleryParam;
  galleryId: string;
  title: string;
  photos: readonly GalleryPhoto[];
}) {
  if (gallery.galleryId !== galleryId) return null;
  return (
    <Suspense fallback={null}>
      <GalleryViewer
        title={title}
        photos={photos}
        index={gallery.index}
        onShow={gallery.show}
        onClose={gallery.close}
      />
    </Suspense>
  );
}
