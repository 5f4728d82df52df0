import { useParams } from 'react-router';
import { PlaceGalleryPage } from '../../features/gallery/gallery-pages';
import type { GalleryKind } from '../../features/gallery/place-galleries-query';
import { PlaceGalleryViewer } from '../../features/gallery/place-gallery-viewer';

/** /{placeId}/album/{galleryId} and /{placeId}/menu/{galleryId}: the photos, then full-screen. */
export function PlaceGalleryRoute({ kind }: { kind: GalleryKind }) {
  const { placeId = '', galleryId = '' } = useParams();
  return (
    <>
      <PlaceGalleryPage placeId={placeId} kind={kind} galleryId={galleryId} />
      <PlaceGalleryViewer placeId={placeId} />
    </>
  );
}
