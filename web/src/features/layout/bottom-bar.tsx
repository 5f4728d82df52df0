import { NavLink } from 'react-router';
import { CounterBadge } from '../../components/ui/counter-badge';
import {
  HomeIcon,
  MenuIcon,
  MessagesIcon,
  PlacesIcon,
  PlusIcon,
  UserIcon,
} from '../../components/ui/icons';
import { DEFAULT_CITY } from '../../lib/constants';
import { useStoredCurrentCity } from '../../lib/domain/current-city';
import * as messages from '../../lib/messages';
import { paths, UNREGISTERED_USER_ID } from '../../lib/paths';
import { useSession } from '../../lib/domain/session';
import type { NavCounts } from './nav-counts';
import { navLinkClass } from '../../components/ui/nav-link-class';
import styles from './bottom-bar.module.css';

const itemClass = navLinkClass(styles.item, styles.active);

/**
 * Mobile navigation (below 1240 px): Home, Places, create post, Messages, Profile, and the Menu
 * (`/navigation`), which holds what the side navigation has beyond these (Notifications,
 * Settings, Log in or Log out, the footer links).
 */
export function BottomBar({ placesHref, counts }: { placesHref: string; counts: NavCounts }) {
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
        {/* After the label, so the link reads 'Messages, 2 unread'; drawn on the icon's corner. */}
        <span className={styles.badge}>
          <CounterBadge
            count={counts.messagesAndNotifications}
            label={messages.nav.unread(counts.messagesAndNotifications)}
          />
        </span>
      </NavLink>
      <NavLink
        to={paths.user.getHref(account?.user.id ?? UNREGISTERED_USER_ID)}
        className={itemClass}
      >
        <UserIcon />
        <span>{messages.nav.profile}</span>
      </NavLink>
      <NavLink to={paths.navigation.getHref()} className={itemClass}>
        <MenuIcon />
        <span>{messages.nav.menu}</span>
      </NavLink>
    </nav>
  );
}
