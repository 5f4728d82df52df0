import { InboxPage, InboxTabs } from '../../components/ui/inbox-page';
import { messages } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { useUnreadCounts } from './notification-counters';
import { NotificationList } from './notification-list';

/** Mine and Places, for those who own or manage places or chains. */
function NotificationTabs() {
  const counts = useUnreadCounts();
  return (
    <InboxTabs
      wording={messages.notification}
      personal={{ to: paths.notifications.getHref(), count: counts.forUser }}
      places={{ to: paths.notificationsPlaces.getHref(), count: counts.forOutlet }}
    />
  );
}

/**
 * `/notifications` and `/notifications/places` (login required). The second lists the
 * notifications of the places and chains one owns or manages; anyone else has no access to it.
 */
export function NotificationsPage({ forOutlet }: { forOutlet: boolean }) {
  return (
    <InboxPage
      wording={messages.notification}
      href={paths.notifications.getHref()}
      forPlaces={forOutlet}
      tabs={<NotificationTabs />}
    >
      <NotificationList key={String(forOutlet)} forOutlet={forOutlet} />
    </InboxPage>
  );
}
