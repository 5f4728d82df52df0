/** What the navigation's badges count (SPEC section 2). */
export interface NavCounts {
  /** Side navigation's Messages: unread chats. */
  messages: number;
  /** Side navigation's Notifications: not-viewed notifications. */
  notifications: number;
  /** The mobile bottom bar's Messages: unread chats and notifications together. */
  messagesAndNotifications: number;
}
