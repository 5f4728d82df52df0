import { NavLink } from 'react-router';
import { HomeIcon, MessagesIcon, PlacesIcon, PlusIcon, UserIcon } from '../../components/ui/icons';
import { DEFAULT_CITY } from '../../lib/constants';
import { useStoredCurrentCity } from '../../lib/current-city';
import { messages } from '../../lib/messages';
import { paths, UNREGISTERED_USER_ID } from '../../lib/paths';
import { useSession } from '../../lib/session';
import styles from './bottom-bar.module.css';

const itemClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.item} ${styles.active}` : styles.item;

/** Mobile navigation (below 1240 px): Home, Places, create post, Messages, Profile. */
export function BottomBar({ placesHref }: { placesHref: string }) {
  const { account } = useSession();
  // SPEC section 2: Home is the current city's feed.
  const homeHref = paths.cityFeed.getHref(useStoredCurrentCity() ?? DEFAULT_CITY);
  return (
    <nav aria-label={messages.nav.mobileLabel} className={styles.bar}>
      <NavLink to={homeHref} end className={itemClass}>
        <HomeIcon />
        <span>{messages.nav.home}</span>
      </NavLink>
      <NavLink to={placesHref} className={itemClass}>
        <PlacesIcon />
        <span>{messages.nav.places}</span>
      </NavLink>
      <NavLink
        to={paths.postCreate.getHref()}
        className={styles.create}
        aria-label={messages.nav.createPost}
      >
        <PlusIcon size={26} />
      </NavLink>
      <NavLink to={paths.chats.getHref()} className={itemClass}>
        <MessagesIcon />
        <span>{messages.nav.messages}</span>
      </NavLink>
      <NavLink
        to={paths.user.getHref(account?.user.id ?? UNREGISTERED_USER_ID)}
        className={itemClass}
      >
        <UserIcon />
        <span>{messages.nav.profile}</span>
      </NavLink>
    </nav>
  );
}
