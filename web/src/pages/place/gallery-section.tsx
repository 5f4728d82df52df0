import { Link } from 'react-router';
import typography from '../../components/ui/text.module.css';
import { GalleryCards, type GalleryCardData } from '../../features/gallery/gallery-cards';
import * as messages from '../../lib/messages';
import { paths } from '../../lib/paths';
import { PlaceSection } from './place-section';
import styles from './place-sections.module.css';

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
