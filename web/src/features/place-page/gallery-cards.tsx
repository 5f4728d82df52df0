import { Link } from 'react-router';
import { graphql } from '../../gql/gql';
import type { GalleryCard_GalleryFragment } from '../../gql/graphql';
import { messages } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { PlaceSection } from './place-section';
import typography from '../../components/ui/text.module.css';
import styles from './place-sections.module.css';

/** What an album or menu card shows, the same for both. */
export const GalleryCardFragment = graphql(`
  fragment GalleryCard_gallery on Gallery {
    id
    title
    photosCount
    cover {
      id
      thumbnail {
        ...ImageSize_variant
      }
    }
  }
`);

export type GalleryCardData = GalleryCard_GalleryFragment;

/** Album or menu cards: cover, title and photo count, each leading to its gallery page. */
export function GalleryCards({
  galleries,
  hrefOf,
}: {
  galleries: readonly GalleryCardData[];
  hrefOf(galleryId: string): string;
}) {
  return (
    <ul className={styles.galleryCards}>
      {galleries.map((gallery) => (
        <li key={gallery.id}>
          <Link to={hrefOf(gallery.id)} className={styles.galleryCard}>
            <span className={styles.galleryCover}>
              {gallery.cover ? (
                <img
                  src={gallery.cover.thumbnail.url}
                  width={gallery.cover.thumbnail.width}
                  height={gallery.cover.thumbnail.height}
                  alt=""
                  loading="lazy"
                />
              ) : null}
            </span>
            <span className={styles.galleryTitle}>{gallery.title}</span>
            <span className={typography.muted}>
              {messages.place.photoCount(gallery.photosCount)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** What differs between a place page's albums and menus: their words and where they lead. */
const sectionKinds = {
  album: {
    id: 'albums-title',
    title: messages.place.albums,
    allLabel: messages.place.allAlbums,
    allHref: paths.placeAlbums.getHref,
    hrefOf: paths.placeAlbum.getHref,
  },
  menu: {
    id: 'menus-title',
    title: messages.place.menus,
    allLabel: messages.place.allMenus,
    allHref: paths.placeMenus.getHref,
    hrefOf: paths.placeMenu.getHref,
  },
};

/** A place page's albums or menus: the cards under a titled section, left out when empty. */
export function GallerySection({
  kind,
  placeSlug,
  lead,
  galleries,
}: {
  kind: keyof typeof sectionKinds;
  placeSlug: string;
  /** A line above the cards, such as the menu description. */
  lead?: string | null;
  galleries: readonly GalleryCardData[];
}) {
  if (galleries.length === 0) return null;
  const { id, title, allLabel, allHref, hrefOf } = sectionKinds[kind];
  return (
    <PlaceSection
      id={id}
      title={title}
      action={
        <Link to={allHref(placeSlug)} className={styles.link}>
          {allLabel}
        </Link>
      }
    >
      {lead ? <p className={typography.muted}>{lead}</p> : null}
      <GalleryCards galleries={galleries} hrefOf={(galleryId) => hrefOf(placeSlug, galleryId)} />
    </PlaceSection>
  );
}
