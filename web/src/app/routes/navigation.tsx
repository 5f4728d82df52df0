import { NavMenu } from '../../features/layout/side-nav';
import { useUnreadCounts } from '../../lib/domain/counters';
import { useHead } from '../../lib/infra/head';
import * as messages from '../../lib/messages';
import { paths } from '../../lib/paths';
import { useCurrentCity } from '../use-current-city';
import styles from '../../features/layout/menu-page.module.css';

/**
 * `/navigation`, the Menu (SPEC section 2): every item of the side navigation, for whoever is
 * there, so that below 1240 px (no side navigation) Settings, Notifications and Log out are
 * reachable too.
 */
export function NavigationRoute() {
  const city = useCurrentCity();
  const unread = useUnreadCounts();
  useHead({ title: messages.nav.menu, noIndex: true });
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{messages.nav.menu}</h1>
      <NavMenu
        label={messages.nav.menu}
        placesHref={paths.places.getHref(city)}
        chainsHref={paths.organisations.getHref(city)}
        counts={{
          messages: unread.chats,
          notifications: unread.notifications,
          messagesAndNotifications: unread.messages,
        }}
      />
    </div>
  );
}
