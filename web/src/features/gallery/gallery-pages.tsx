import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { StateMessage } from '../../components/ui/state-message';
import { storeCurrentCity } from '../../lib/domain/current-city';
import { useHead } from '../../lib/infra/head';
import * as messages from '../../lib/messages';
import { paths } from '../../lib/paths';
import {
  PlaceGalleriesDocument,
  type PlaceGalleriesQuery as PlaceGalleriesResult,
} from '../../gql/graphql';
import { Breadcrumbs, type Crumb } from '../../components/ui/breadcrumbs';
import { GalleryCards } from './gallery-cards';
import { placeCrumbs } from '../../lib/domain/place-crumbs';
import { type GalleryKind } from './place-galleries-query';
import { galleryParams } from '../../components/gallery/use-gallery-param';
import { ParamForm } from '../../components/ui/param-form';
import typography from '../../components/ui/text.module.css';
import styles from './gallery-pages.module.css';
import { errorPage, usePageGuard } from '../../components/ui/page-guard';

interface GalleriesProps {
  placeId: string;
  kind: GalleryKind;
}

function usePlaceGalleries(placeId: string) {
  const { data, loading, error } = useQuery(PlaceGalleriesDocument, { variables: { id: placeId } });
  const guard = usePageGuard({ found: Boolean(data?.place), loading, error });
  const city = data?.place?.city?.latinName;
  useEffect(() => {
    if (city) storeCurrentCity(city);
  }, [city]);
  return { place: data?.place ?? null, guard };
}

type PlaceGalleries = NonNullable<PlaceGalleriesResult['place']>;

/** What differs between a place's albums and its menus: their words and where they lead. */
const kinds = {
  album: {
    label: messages.place.albums,
    title: messages.gallery.albumsTitle,
    listHref: paths.placeAlbums.getHref,
    oneHref: paths.placeAlbum.getHref,
    galleriesOf: (place: PlaceGalleries) => place.galleries,
  },
  menu: {
    label: messages.place.menus,
    title: messages.gallery.menusTitle,
    listHref: paths.placeMenus.getHref,
    oneHref: paths.placeMenu.getHref,
    galleriesOf: (place: PlaceGalleries) => place.menus,
  },
} satisfies Record<GalleryKind, unknown>;

/** /{placeId}/albums and /{placeId}/menus (route names place-galleries and menu). */
export function PlaceGalleriesPage({ placeId, kind }: GalleriesProps) {
  const { place, guard } = usePlaceGalleries(placeId);
  const words = kinds[kind];
  const title = place ? words.title(place.name) : messages.common.loading;
  useHead({ title, canonical: place ? words.listHref(place.latinName) : undefined });
  if (guard || !place) return guard;
  const galleries = words.galleriesOf(place);
  return (
    <section className={styles.page}>
      <Breadcrumbs crumbs={placeCrumbs(place, [{ label: words.label }])} />
      <h1 className={styles.title}>{title}</h1>
      {kind === 'menu' && place.menuDescription ? (
        <p className={typography.muted}>{place.menuDescription}</p>
      ) : null}
      {galleries.length > 0 ? (
        <GalleryCards galleries={galleries} hrefOf={(id) => words.oneHref(place.latinName, id)} />
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
  const words = kinds[kind];
  const gallery = place
    ? (words.galleriesOf(place).find((item) => item.id === galleryId) ?? null)
    : null;
  useHead({
    title: gallery && place ? `${gallery.title} · ${place.name}` : messages.common.loading,
    description: gallery?.description ?? undefined,
    canonical: place && gallery ? words.oneHref(place.latinName, gallery.id) : undefined,
  });
  if (guard || !place) return guard;
  if (!gallery) return errorPage('notFound');
  const trail: Crumb[] = [
    { label: words.label, href: words.listHref(place.latinName) },
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
              <ParamForm set={galleryParams(gallery.id, index)}>
                <button
                  type="submit"
                  className={styles.photo}
                  aria-label={messages.gallery.openPhoto(index + 1)}
                >
                  <img
                    src={photo.thumbnail.url}
                    width={photo.thumbnail.width}
                    height={photo.thumbnail.height}
                    alt={photo.description ?? ''}
                    loading={index < 8 ? 'eager' : 'lazy'}
                  />
                </button>
              </ParamForm>
            </li>
          ))}
        </ul>
      ) : (
        <StateMessage title={messages.gallery.empty} role="status" />
      )}
    </section>
  );
}
