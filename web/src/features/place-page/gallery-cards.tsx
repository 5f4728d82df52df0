import { Link } from 'react-router';
import { graphql } from '../../gql/gql';
import type { GalleryCard_GalleryFragment } from '../../gql/graphql';
import { messages } from '../../lib/messages';
import { PlaceSection } from './place-section';
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
        url
        width
        height
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
            <span className={styles.muted}>{messages.place.photoCount(gallery.photosCount)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A place page's albums or menus: the cards under a titled section, left out when empty. */
export function GallerySection({
  id,
  title,
  allHref,
  allLabel,
  lead,
  galleries,
  hrefOf,
}: {
  id: string;
  title: string;
  /** The page of all of them, linked beside the title. */
  allHref: string;
  allLabel: string;
  /** A line above the cards, such as the menu description. */
  lead?: string | null;
  galleries: readonly GalleryCardData[];
  hrefOf(galleryId: string): string;
}) {
  if (galleries.length === 0) return null;
  return (
    <PlaceSection
      id={id}
      title={title}
      action={
        <Link to={allHref} className={styles.link}>
          {allLabel}
        </Link>
      }
    >
      {lead ? <p className={styles.muted}>{lead}</p> : null}
      <GalleryCards galleries={galleries} hrefOf={hrefOf} />
    </PlaceSection>
  );
}
