import { InboxPage } from '../../components/ui/inbox-page';
import * as messages from '../../lib/messages';
import { useInboxTabs } from '../../lib/domain/counters';
import { NotificationList } from './notification-list';

/**
 * `/notifications` and `/notifications/places` (login required). The second lists the
 * notifications of the places and chains one owns or manages; anyone else has no access to it.
 */
export function NotificationsPage({ forOutlet }: { forOutlet: boolean }) {
  const tabs = useInboxTabs('notifications');
  return (
    <InboxPage wording={messages.notification} {...tabs} forPlaces={forOutlet}>
      <NotificationList key={String(forOutlet)} forOutlet={forOutlet} />
    </InboxPage>
  );
}
