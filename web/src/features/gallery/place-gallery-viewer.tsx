import { useQuery } from '@apollo/client/react';
import { GalleryViewer } from '../../components/gallery/gallery-viewer';
import { useGalleryParam } from '../../components/gallery/use-gallery-param';
import { PlaceGalleriesDocument } from '../../gql/graphql';

/**
 * The full-screen gallery of a place's album or menu, shown on any route of the place while the
 * URL holds `gallery` (and no modal is open). Unknown galleries show nothing.
 */
export function PlaceGalleryViewer({ placeId }: { placeId: string }) {
  const { galleryId, index, show, close } = useGalleryParam();
  const { data } = useQuery(PlaceGalleriesDocument, {
    variables: { id: placeId },
    skip: galleryId === null,
  });
  if (galleryId === null || !data?.place) return null;
  const gallery = [...data.place.galleries, ...data.place.menus].find(
    (candidate) => candidate.id === galleryId,
  );
  if (!gallery || gallery.photos.length === 0) return null;
  return (
    <GalleryViewer
      title={gallery.title}
      photos={gallery.photos}
      index={index}
      onShow={show}
      onClose={close}
    />
  );
}
