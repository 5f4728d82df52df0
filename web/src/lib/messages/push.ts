// Web push when no tab is open: what the service worker shows (docs/live-events.md).
export const push = {
  /** The title when a push names nobody. */
  title: 'Tavola',
  /** The text when a push carries no preview. */
  newNotification: 'New notification',
} as const;
