import type { Notification, NotificationActor } from '../notification/notification-json.js';

/**
 * What a push carries to the service worker (docs/live-events.md, "Web push"): the notification's
 * type, who did it, its preview, and the path to open on a click. The worker words it.
 */
export interface PushPayload {
  notificationId: string;
  type: Notification['type'];
  /** The person, place or chain who did it. */
  creatorName: string;
  preview: string | null;
  /** A path of the web app. */
  url: string;
  /** The recipient switched notification sounds off: show it without sound. */
  silent: boolean;
}

/** The web app's page of a person, place or chain (SPEC section 2 routes). */
function actorPath(actor: NotificationActor): string {
  switch (actor.type) {
    case 'place':
      return `/${encodeURIComponent(actor.latinName ?? actor.id)}`;
    case 'organisation':
      return `/organisations/${encodeURIComponent(actor.id)}`;
    default:
      return `/users/${encodeURIComponent(actor.id)}`;
  }
}

/** Where a click on the notification leads: the chat, the post, the follower, the place. */
export function pushPath(notification: Notification): string {
  if (notification.type === 'message') {
    return notification.chatId ? `/chats/${encodeURIComponent(notification.chatId)}` : '/chats';
  }
  if (notification.type === 'follower') return actorPath(notification.creator);
  if (notification.postId) return `/posts/${encodeURIComponent(notification.postId)}`;
  return actorPath(notification.outlet ?? notification.creator);
}

export function pushPayload(notification: Notification, silent: boolean): PushPayload {
  return {
    notificationId: notification.id,
    type: notification.type,
    creatorName: notification.creator.name,
    preview: notification.preview,
    url: pushPath(notification),
    silent,
  };
}
