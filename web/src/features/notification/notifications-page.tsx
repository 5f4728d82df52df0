import { InboxPage } from '../../components/ui/inbox-page';
import { messages } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { useUnreadCounts } from './notification-counters';
import { NotificationList } from './notification-list';

/**
 * `/notifications` and `/notifications/places` (login required). The second lists the
 * notifications of the places and chains one owns or manages; anyone else has no access to it.
 */
export function NotificationsPage({ forOutlet }: { forOutlet: boolean }) {
  const counts = useUnreadCounts();
  return (
    <InboxPage
      wording={messages.notification}
      personal={{ to: paths.notifications.getHref(), count: counts.forUser }}
      places={{ to: paths.notificationsPlaces.getHref(), count: counts.forOutlet }}
      forPlaces={forOutlet}
    >
      <NotificationList key={String(forOutlet)} forOutlet={forOutlet} />
    </InboxPage>
  );
}
