import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { useGalleryParam } from '../../components/gallery/use-gallery-param';
import { PlacePage } from '../../pages/place/place-page';

// The full-screen viewer loads when an album or menu is opened, not with the page.
const PlaceGalleryViewer = lazy(() =>
  import('../../features/gallery/place-gallery-viewer').then((module) => ({
    default: module.PlaceGalleryViewer,
  })),
);

/** /{placeId}: the place page; `?gallery=` opens an album or menu full-screen over it. */
export function PlaceRoute() {
  const { placeId = '' } = useParams();
  const { galleryId } = useGalleryParam();
  return (
    <>
      <PlacePage placeId={placeId} />
      {galleryId !== null ? (
        <Suspense fallback={null}>
          <PlaceGalleryViewer placeId={placeId} />
        </Suspense>
      ) : null}
    </>
  );
}
