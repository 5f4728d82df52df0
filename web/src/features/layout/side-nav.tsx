import { NavLink } from 'react-router';
import {
  BellIcon,
  ChainIcon,
  HomeIcon,
  LoginIcon,
  MessagesIcon,
  PlacesIcon,
  PlusIcon,
  SettingsIcon,
} from '../../components/ui/icons';
import { CounterBadge } from '../../components/ui/counter-badge';
import { ModalTrigger } from '../../components/ui/modal-button';
import { DEFAULT_CITY, EXTERNAL_LINKS } from '../../lib/constants';
import { useStoredCurrentCity } from '../../lib/domain/current-city';
import * as messages from '../../lib/messages';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/domain/session';
import { UserCard } from '../../components/user-card';
import type { NavCounts } from './nav-counts';
import { navLinkClass } from '../../components/ui/nav-link-class';
import styles from './side-nav.module.css';

// SPEC: the footer's About, Advertisement and Contacts are external pages.
const externalLinks = [
  { label: messages.nav.about, href: EXTERNAL_LINKS.about },
  { label: messages.nav.advertisement, href: EXTERNAL_LINKS.advertise },
  { label: messages.nav.contacts, href: EXTERNAL_LINKS.contact },
];

export interface NavMenuProps {
  placesHref: string;
  /** The current city's chains (`/{cityName}/organisations`). */
  chainsHref: string;
  counts: NavCounts;
}

const linkClass = navLinkClass(styles.link, styles.active);

/**
 * The navigation's items (SPEC section 2): Post, the user card, Home, Places (and the city's
 * chains beside them), Messages, Notifications, Settings, and Log out for the signed in or Log in for guests, then the footer
 * links. The desktop side navigation and the mobile Menu (`/navigation`) show the same.
 */
export function NavMenu({
  placesHref,
  chainsHref,
  counts,
  label,
}: NavMenuProps & { label: string }) {
  const { account, signOut } = useSession();
  // SPEC section 2: Home is the current city's feed.
  const homeHref = paths.cityFeed.getHref(useStoredCurrentCity() ?? DEFAULT_CITY);
  return (
    <>
      <nav aria-label={label} className={styles.nav}>
        <NavLink to={paths.postCreate.getHref()} className={styles.post}>
          <PlusIcon size={20} />
          {messages.nav.post}
        </NavLink>
        {account ? <UserCard user={account.user} /> : null}
        <ul className={styles.list}>
          <li>
            <NavLink to={homeHref} end className={linkClass}>
              <HomeIcon />
              {messages.nav.home}
            </NavLink>
          </li>
          <li>
            <NavLink to={placesHref} className={linkClass}>
              <PlacesIcon />
              {messages.nav.places}
            </NavLink>
          </li>
          <li>
            <NavLink to={chainsHref} className={linkClass}>
              <ChainIcon />
              {messages.nav.chains}
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.chats.getHref()} className={linkClass}>
              <MessagesIcon />
              {messages.nav.messages}
              <CounterBadge count={counts.messages} label={messages.nav.unread(counts.messages)} />
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.notifications.getHref()} className={linkClass}>
              <BellIcon />
              {messages.nav.notifications}
              <CounterBadge
                count={counts.notifications}
                label={messages.nav.unread(counts.notifications)}
              />
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.settings.getHref()} className={linkClass}>
              <SettingsIcon />
              {messages.nav.settings}
            </NavLink>
          </li>
          <li>
            {account ? (
              <button type="button" className={styles.link} onClick={() => void signOut()}>
                <LoginIcon />
                {messages.login.logOut}
              </button>
            ) : (
              <ModalTrigger className={styles.link} modal="login">
                <LoginIcon />
                {messages.nav.logIn}
              </ModalTrigger>
            )}
          </li>
        </ul>
      </nav>
      <footer className={styles.footer}>
        <nav aria-label={messages.nav.footerLabel}>
          <ul className={styles.footerLinks}>
            {externalLinks.map((link) => (
              <li key={link.label}>
                <a href={link.href} target="_blank" rel="noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
            <li>
              <NavLink to={paths.placeCreate.getHref()}>{messages.nav.addBusiness}</NavLink>
            </li>
          </ul>
        </nav>
        <p className={styles.copyright}>{messages.nav.copyright}</p>
      </footer>
    </>
  );
}

/** Desktop navigation (from 1240 px): the navigation's items beside the page. */
export function SideNav(props: NavMenuProps) {
  return (
    <aside className={styles.sidebar}>
      <NavMenu {...props} label={messages.nav.label} />
    </aside>
  );
}
