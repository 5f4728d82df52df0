import { useSession } from '../../lib/domain/session';
import { NotificationsPage } from '../../features/notification/notifications-page';

/**
 * /notifications and /notifications/places: login required (the route guard takes visitors to
 * the login modal).
 */
export function NotificationsRoute({ forOutlet }: { forOutlet: boolean }) {
  const { account } = useSession();
  return account ? <NotificationsPage forOutlet={forOutlet} /> : null;
}
