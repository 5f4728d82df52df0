import { useParams } from 'react-router';
import { PlaceGalleriesPage } from '../../features/gallery/gallery-pages';
import type { GalleryKind } from '../../features/gallery/place-galleries-query';
import { PlaceGalleryViewer } from '../../features/gallery/place-gallery-viewer';

/** /{placeId}/albums and /{placeId}/menus. */
export function PlaceGalleriesRoute({ kind }: { kind: GalleryKind }) {
  const { placeId = '' } = useParams();
  return (
    <>
      <PlaceGalleriesPage placeId={placeId} kind={kind} />
      <PlaceGalleryViewer placeId={placeId} />
    </>
  );
}
