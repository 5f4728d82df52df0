import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { StateMessage } from '../../components/ui/state-message';
import { storeCurrentCity } from '../../lib/current-city';
import { useHead } from '../../lib/head';
import { messages } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { Breadcrumbs, type Crumb } from '../../components/ui/breadcrumbs';
import { GalleryCards } from '../place-page/gallery-cards';
import { placeCrumbs } from '../../lib/place-crumbs';
import { PlaceGalleriesQuery, type GalleryKind } from './place-galleries-query';
import { useGalleryParam } from '../../components/gallery/use-gallery-param';
import typography from '../../components/ui/text.module.css';
import styles from './gallery-pages.module.css';
import { errorPage, usePageGuard } from '../../components/ui/page-guard';

interface GalleriesProps {
  placeId: string;
  kind: GalleryKind;
}

function usePlaceGalleries(placeId: string) {
  const { data, loading, error } = useQuery(PlaceGalleriesQuery, { variables: { id: placeId } });
  const guard = usePageGuard({ found: Boolean(data?.place), loading, error });
  const city = data?.place?.city?.latinName;
  useEffect(() => {
    if (city) storeCurrentCity(city);
  }, [city]);
  return { place: data?.place ?? null, guard };
}

const listHref = (kind: GalleryKind, slug: string) =>
  kind === 'album' ? paths.placeAlbums.getHref(slug) : paths.placeMenus.getHref(slug);
const oneHref = (kind: GalleryKind, slug: string, id: string) =>
  kind === 'album' ? paths.placeAlbum.getHref(slug, id) : paths.placeMenu.getHref(slug, id);
const listLabel = (kind: GalleryKind) =>
  kind === 'album' ? messages.place.albums : messages.place.menus;

/** /{placeId}/albums and /{placeId}/menus (route names place-galleries and menu). */
export function PlaceGalleriesPage({ placeId, kind }: GalleriesProps) {
  const { place, guard } = usePlaceGalleries(placeId);
  const title = place
    ? kind === 'album'
      ? messages.gallery.albumsTitle(place.name)
      : messages.gallery.menusTitle(place.name)
    : messages.common.loading;
  useHead({
    title,
    canonical: place ? listHref(kind, place.latinName) : undefined,
  });
  if (guard || !place) return guard;
  const galleries = kind === 'album' ? place.galleries : place.menus;
  return (
    <section className={styles.page}>
      <Breadcrumbs crumbs={placeCrumbs(place, [{ label: listLabel(kind) }])} />
      <h1 className={styles.title}>{title}</h1>
      {kind === 'menu' && place.menuDescription ? (
        <p className={typography.muted}>{place.menuDescription}</p>
      ) : null}
      {galleries.length > 0 ? (
        <GalleryCards galleries={galleries} hrefOf={(id) => oneHref(kind, place.latinName, id)} />
      ) : (
        <StateMessage title={messages.gallery.empty} role="status" />
      )}
    </section>
  );
}

/** /{placeId}/album/{galleryId} and /{placeId}/menu/{galleryId} (route name place-gallery). */
export function PlaceGalleryPage({
  placeId,
  kind,
  galleryId,
}: GalleriesProps & { galleryId: string }) {
  const { place, guard } = usePlaceGalleries(placeId);
  const { open } = useGalleryParam();
  const gallery =
    (kind === 'album' ? place?.galleries : place?.menus)?.find((item) => item.id === galleryId) ??
    null;
  useHead({
    title: gallery && place ? `${gallery.title} · ${place.name}` : messages.common.loading,
    description: gallery?.description ?? undefined,
    canonical: place && gallery ? oneHref(kind, place.latinName, gallery.id) : undefined,
  });
  if (guard || !place) return guard;
  if (!gallery) return errorPage('notFound');
  const trail: Crumb[] = [
    { label: listLabel(kind), href: listHref(kind, place.latinName) },
    { label: gallery.title },
  ];
  return (
    <section className={styles.page}>
      <Breadcrumbs crumbs={placeCrumbs(place, trail)} />
      <h1 className={styles.title}>{gallery.title}</h1>
      {gallery.description ? <p className={typography.muted}>{gallery.description}</p> : null}
      {gallery.photos.length > 0 ? (
        <ul className={styles.photos}>
          {gallery.photos.map((photo, index) => (
            <li key={photo.id}>
              <button
                type="button"
                className={styles.photo}
                aria-label={messages.gallery.openPhoto(index + 1)}
                onClick={() => open(gallery.id, index)}
              >
                <img
                  src={photo.thumbnail.url}
                  width={photo.thumbnail.width}
                  height={photo.thumbnail.height}
                  alt={photo.description ?? ''}
                  loading={index < 8 ? 'eager' : 'lazy'}
                />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <StateMessage title={messages.gallery.empty} role="status" />
      )}
    </section>
  );
}
