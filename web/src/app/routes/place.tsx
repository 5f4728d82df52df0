import { useParams } from 'react-router';
import { PlaceGalleryViewer } from '../../features/gallery/place-gallery-viewer';
import { PlacePage } from '../../features/place-page/place-page';

/** /{placeId}: the place page; `?gallery=` opens an album or menu full-screen over it. */
export function PlaceRoute() {
  const { placeId = '' } = useParams();
  return (
    <>
      <PlacePage placeId={placeId} />
      <PlaceGalleryViewer placeId={placeId} />
    </>
  );
}
