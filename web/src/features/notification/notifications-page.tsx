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

/** Mine and Places, for those who own or manage places or chains. */
function NotificationTabs() {
  const counts = useUnreadCounts();
  return (
    <nav className={styles.tabs} aria-label={messages.notification.tabsLabel}>
      <NavLink to={paths.notifications.getHref()} className={tabClass} end>
        {messages.notification.personalTab}
        <CounterBadge
          count={counts.forUser}
          label={messages.notification.counter(counts.forUser)}
        />
      </NavLink>
      <NavLink to={paths.notificationsPlaces.getHref()} className={tabClass} end>
        {messages.notification.placesTab}
        <CounterBadge
          count={counts.forOutlet}
          label={messages.notification.counter(counts.forOutlet)}
        />
      </NavLink>
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
