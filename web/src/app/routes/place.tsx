import { useParams } from 'react-router';
import { ErrorPage, NotFoundPage } from '../../components/ui/error-page';
import { PlaceGalleryViewer } from '../../features/gallery/place-gallery-viewer';
import type { ErrorPageKind } from '../../lib/errors';
import { PlacePage } from '../../features/place-page/place-page';

export function renderPlaceError(kind: ErrorPageKind) {
  return kind === 'notFound' ? <NotFoundPage /> : <ErrorPage kind={kind} />;
}

/** /{placeId}: the place page; `?gallery=` opens an album or menu full-screen over it. */
export function PlaceRoute() {
  const { placeId = '' } = useParams();
  return (
    <>
      <PlacePage placeId={placeId} renderError={renderPlaceError} />
      <PlaceGalleryViewer placeId={placeId} />
    </>
  );
}
