import { NavLink } from 'react-router';
import { CounterBadge } from '../../components/ui/counter-badge';
import { LockIcon } from '../../components/ui/icons';
import { StateMessage } from '../../components/ui/state-message';
import { useHead } from '../../lib/head';
import { messages } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { Breadcrumbs, type Crumb } from '../../components/ui/breadcrumbs';
import { useUnreadCounts } from './notification-counters';
import { NotificationList } from './notification-list';
import styles from './notifications.module.css';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.tab} ${styles.tabActive}` : styles.tab;

/** One tab with its unread count. */
function Tab({ to, label, count }: { to: string; label: string; count: number }) {
  return (
    <NavLink to={to} className={tabClass} end>
      {label}
      <CounterBadge count={count} label={messages.notification.counter(count)} />
    </NavLink>
  );
}

/** Mine and Places, for those who own or manage places or chains. */
function NotificationTabs() {
  const counts = useUnreadCounts();
  const { personalTab, placesTab } = messages.notification;
  return (
    <nav className={styles.tabs} aria-label={messages.notification.tabsLabel}>
      <Tab to={paths.notifications.getHref()} label={personalTab} count={counts.forUser} />
      <Tab to={paths.notificationsPlaces.getHref()} label={placesTab} count={counts.forOutlet} />
    </nav>
  );
}

/**
 * `/notifications` and `/notifications/places` (login required). The second lists the
 * notifications of the places and chains one owns or manages; anyone else has no access to it.
 */
export function NotificationsPage({ forOutlet }: { forOutlet: boolean }) {
  const { account } = useSession();
  const staff = Boolean(account?.isAuthorPlace);
  const title = messages.notification.title;
  useHead({ title, noIndex: true });
  const crumbs: Crumb[] = forOutlet
    ? [
        { label: title, href: paths.notifications.getHref() },
        { label: messages.notification.placesTitle },
      ]
    : [{ label: title }];
  return (
    <div className={styles.page}>
      <Breadcrumbs crumbs={crumbs} look="profile" />
      <h1 className={styles.title}>{title}</h1>
      {staff ? <NotificationTabs /> : null}
      {forOutlet && !staff ? (
        <StateMessage
          icon={<LockIcon size={32} />}
          title={messages.errors.forbiddenList}
          role="alert"
        />
      ) : (
        <NotificationList key={String(forOutlet)} forOutlet={forOutlet} />
      )}
    </div>
  );
}
