import { Link } from 'react-router';
import type { GalleryCard_GalleryFragment } from '../../gql/graphql';
import * as messages from '../../lib/messages';
import typography from '../../components/ui/text.module.css';
import styles from './gallery-cards.module.css';

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
