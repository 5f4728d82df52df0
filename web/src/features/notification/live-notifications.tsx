import { useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { onSocketGaveUp } from '../../lib/infra/apollo/client';
import { useCacheSubscription, useRefetchOnReconnect } from '../../lib/infra/apollo/live-cache';
import * as messages from '../../lib/messages';
import { useSnackbar } from '../../lib/hooks/snackbar';
import { addNotification, writeCounters } from './notification-cache';
import { playNotificationChime } from './notification-chime';
import { createTitleFlash } from './title-flash';
import {
  CountersChangedDocument,
  NotificationAddedDocument,
  NotificationListDocument,
} from '../../gql/graphql';

/**
 * While someone is signed in: new notifications go on top of the cached lists with a sound (unless
 * muted) and a flashing tab title (while the tab is unfocused); pushed counters replace the cached
 * ones. The counters subscription starts with the current counters, on every (re)connect, so
 * they are right even when something changed before it began (while the page was rendered and
 * loaded, or the socket was away); a refetch of them could answer after a newer push and undo it.
 * The notification lists on screen are fetched again after a reconnect, since nothing pushed
 * meanwhile is replayed. Renders nothing.
 */
export function LiveNotifications() {
  const { showSnackbar } = useSnackbar();
  const titleFlash = useRef<ReturnType<typeof createTitleFlash> | null>(null);

  useEffect(() => {
    const flash = createTitleFlash(messages.notification.flashTitle);
    titleFlash.current = flash;
    return () => {
      flash.dispose();
      titleFlash.current = null;
    };
  }, []);

  useSubscription(NotificationAddedDocument, {
    onData({ client: { cache }, data }) {
      const notification = data.data?.notificationAdded;
      if (!notification) return;
      addNotification(cache, notification);
      playNotificationChime();
      titleFlash.current?.flash();
    },
  });

  useCacheSubscription(CountersChangedDocument, (data) => data.countersChanged, writeCounters);

  useRefetchOnReconnect([NotificationListDocument]);

  useEffect(() => onSocketGaveUp(() => showSnackbar(messages.errors.noConnection)), [showSnackbar]);

  return null;
}
