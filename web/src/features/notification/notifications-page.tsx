import { InboxPage, InboxTabs } from '../../components/ui/inbox-page';
import { useHead } from '../../lib/head';
import { messages } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { useUnreadCounts } from './notification-counters';
import { NotificationList } from './notification-list';

/** Mine and Places, for those who own or manage places or chains. */
function NotificationTabs() {
  const counts = useUnreadCounts();
  const { personalTab, placesTab, counter } = messages.notification;
  return (
    <InboxTabs
      label={messages.notification.tabsLabel}
      tabs={[
        {
          to: paths.notifications.getHref(),
          label: personalTab,
          count: counts.forUser,
          countLabel: counter(counts.forUser),
        },
        {
          to: paths.notificationsPlaces.getHref(),
          label: placesTab,
          count: counts.forOutlet,
          countLabel: counter(counts.forOutlet),
        },
      ]}
    />
  );
}

/**
 * `/notifications` and `/notifications/places` (login required). The second lists the
 * notifications of the places and chains one owns or manages; anyone else has no access to it.
 */
export function NotificationsPage({ forOutlet }: { forOutlet: boolean }) {
  const title = messages.notification.title;
  useHead({ title, noIndex: true });
  return (
    <InboxPage
      title={title}
      href={paths.notifications.getHref()}
      placesTitle={forOutlet ? messages.notification.placesTitle : null}
      tabs={<NotificationTabs />}
    >
      <NotificationList key={String(forOutlet)} forOutlet={forOutlet} />
    </InboxPage>
  );
}
