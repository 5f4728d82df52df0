import { NavLink } from 'react-router';
import { CounterBadge } from '../../components/ui/counter-badge';
import { BellIcon } from '../../components/ui/icons';
import * as messages from '../../lib/messages';
import { paths } from '../../lib/paths';
import { useUnreadCounts } from '../../lib/domain/counters';
import styles from './notifications.module.css';

/** The mobile subheader's notifications button, with the not-viewed counter (SPEC section 2). */
export function NotificationsButton() {
  const { notifications } = useUnreadCounts();
  return (
    <NavLink to={paths.notifications.getHref()} className={styles.button}>
      <BellIcon />
      <span className="visually-hidden">{messages.notification.button}</span>
      <CounterBadge count={notifications} label={messages.notification.counter(notifications)} />
    </NavLink>
  );
}
