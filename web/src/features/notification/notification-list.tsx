import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { BellIcon } from '../../components/ui/icons';
import { ScrollingList, useShowMore } from '../../components/ui/paged-list';
import { NOTIFICATIONS_PAGE_SIZE } from '../../lib/constants';
import * as messages from '../../lib/messages';
import { markViewed } from './notification-cache';
import { NotificationItem } from './notification-item';
import styles from './notifications.module.css';
import { useNow } from '../../lib/hooks/use-now';
import { MarkNotificationsViewedDocument, NotificationListDocument } from '../../gql/graphql';

/**
 * The personal notifications or those of one's places and chains, newest first, growing by
 * infinite scroll; live ones appear on top. What the list shows unread is marked viewed at once
 * (the counters fall), but keeps its unread look while the list stays open.
 */
export function NotificationList({ forOutlet }: { forOutlet: boolean }) {
  const query = useQuery(NotificationListDocument, {
    variables: { forOutlet, offset: 0, limit: NOTIFICATIONS_PAGE_SIZE },
  });
  const [markNotificationsViewed] = useMutation(MarkNotificationsViewedDocument);
  // The time texts' clock: while hydrating, the server's render time, so the texts agree.
  const now = useNow();
  const [shownUnread, setShownUnread] = useState<ReadonlySet<string>>(() => new Set());
  const { data, fetchMore } = query;
  const page = data?.notifications;
  const items = page?.items ?? [];
  const more = useShowMore(() =>
    fetchMore({ variables: { offset: items.length, limit: NOTIFICATIONS_PAGE_SIZE } }),
  );

  const notViewed = items.filter((item) => !item.isViewed).map((item) => item.id);
  const notViewedKey = notViewed.join(',');
  useEffect(() => {
    if (!notViewedKey) return;
    const ids = notViewedKey.split(',');
    markNotificationsViewed({
      variables: { forOutlet, ids },
      update(cache, result) {
        const counters = result.data?.markNotificationsViewed;
        if (!counters) return;
        setShownUnread((shown) => new Set([...shown, ...ids]));
        markViewed(cache, ids, counters);
      },
    }).catch((failure: unknown) => {
      // Still unread on the server: the counters stay, and the next visit marks them.
      console.warn('Marking notifications viewed failed', failure);
    });
  }, [notViewedKey, forOutlet, markNotificationsViewed]);

  return (
    <>
      <ScrollingList
        query={query}
        page={page}
        more={more}
        empty={{ icon: <BellIcon size={32} />, title: messages.notification.empty }}
        className={styles.list}
        wording={messages.notification}
        renderItem={(notification) => (
          <NotificationItem
            notification={notification}
            unread={!notification.isViewed || shownUnread.has(notification.id)}
            now={now}
          />
        )}
      />
    </>
  );
}
