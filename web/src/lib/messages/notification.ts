// Notifications and their counters (notifications issue): SPEC sections 4 and 8.
export const notification = {
  title: 'Notifications',
  placesTitle: 'Places',
  personalTab: 'Mine',
  placesTab: 'Places',
  tabsLabel: 'Notification lists',
  listLabel: 'Notifications',
  loading: 'Loading notifications',
  empty: 'Your notifications will be displayed here',
  showMore: 'Show more',
  unread: 'New',
  breadcrumbs: 'Breadcrumbs',
  home: 'Home',
  button: 'Notifications',
  counter: (count: number) => `${count} unread`,
  flashTitle: 'New notification',
  /** What someone did, after their name; the preview follows after a colon when there is one. */
  actions: {
    reviewAt: (place: string) => `left a review at ${place}`,
    commentedOnYourReview: 'commented on your review',
    commentedOnYourPost: 'commented on your post',
    commentedOnPostAt: (outlet: string) => `commented on a post at ${outlet}`,
    commentedOnNewsOf: (outlet: string) => `commented on the news of ${outlet}`,
    commentedOnReviewAt: (outlet: string) => `commented on a review at ${outlet}`,
    likedYourReview: 'liked your review',
    likedYourPost: 'liked your post',
    likedNewsOf: (outlet: string) => `liked the news of ${outlet}`,
    likedYourComment: 'liked your comment',
    likedCommentOf: (outlet: string) => `liked the comment of ${outlet}`,
    repliedToYourComment: 'replied to your comment',
    repliedToCommentOf: (outlet: string) => `replied to the comment of ${outlet}`,
    startedFollowingYou: 'started following you',
    startedFollowing: (outlet: string) => `started following ${outlet}`,
    // Permissions and moderation, by their outcome; the general words when none is given.
    permission: (outlet: string) => `changed your access to ${outlet}`,
    madeOwner: (outlet: string) => `made you an owner of ${outlet}`,
    madeManager: (outlet: string) => `made you a manager of ${outlet}`,
    rejected: (outlet: string) => `rejected your application to manage ${outlet}`,
    status: (place: string) => `changed the moderation status of ${place}`,
    published: (place: string) => `published ${place} after moderation`,
    unpublished: (place: string) => `did not publish ${place}: it has not passed moderation`,
    message: 'sent you a message',
    /** A new booking, to the place's staff; the place's answer, to the guest. */
    bookedAt: (place: string) => `booked a table at ${place}`,
    answeredYourBooking: 'answered your booking',
    /** With the booking itself: how many and when ('2 guests, Thu 19:30'). */
    bookedFor: (place: string, booking: string) => `booked a table at ${place}: ${booking}`,
    confirmedYourBooking: (booking: string) => `confirmed your booking: ${booking}`,
    /** To the staff, a guest calling their booking off ('Thu 19:30'). */
    cancelledBookingFor: (time: string) => `cancelled the booking for ${time}`,
    declinedYourBooking: (booking: string) => `declined your booking: ${booking}`,
    answeredYourBookingFor: (booking: string) => `answered your booking: ${booking}`,
    /** A table freed and kept for the first in line ('2 guests, Thu 19:30', until 19:42). */
    keptTableForYou: (booking: string, until: string) =>
      `kept a table for you: ${booking}. Accept it by ${until}`,
    /** The same notification once its offer no longer stands. */
    offerTaken: (guests: number) => `offered you a table for ${guests}: you booked it`,
    offerPassed: (guests: number) =>
      `offered you a table for ${guests}: it went to the next in line`,
  },
  /** The place's answer after the booking, in quotes. */
  withAnswer: (action: string, answer: string) => `${action}. “${answer}”`,
  /** The button under a booking's notification. */
  openReservations: 'Open the reservations',
  openMyReservations: 'Open my reservations',
  withPreview: (action: string, preview: string) => `${action}: ${preview}`,
} as const;
