import type {
  NotificationActor_ActorFragment,
  NotificationItem_NotificationFragment,
} from '../../gql/graphql';
import * as messages from '../../lib/messages';
import { paths } from '../../lib/paths';
import { localWeekTime } from '../../lib/infra/schedule/local-time';
import { upcomingTimeText } from '../../lib/infra/schedule/upcoming-time';

type Notification = NotificationItem_NotificationFragment;
type Actor = NotificationActor_ActorFragment;

/** A notification in words: who acted, then what they did (with the preview, when any). */
export interface NotificationWords {
  actor: string;
  action: string;
}

const words = messages.notification.actions;

function outletName(notification: Notification): string {
  return notification.outlet?.name ?? '';
}

/** A booking in words: '2 guests, Thu 19:30' (on the place's clocks). */
function bookingText(booking: NonNullable<Notification['reservation']>, now: Date): string {
  return messages.booking.summary(
    booking.guestsCount,
    upcomingTimeText(booking.datetime, booking.timeZone, now),
  );
}

/**
 * A booking's notification from the booking itself: to the staff, who booked (as the guest gave
 * their name), how many and when, or that the guest cancelled it; to the guest, the place's answer
 * and its words.
 */
function reservationWords(
  notification: Notification,
  booking: NonNullable<Notification['reservation']>,
  now: Date,
): NotificationWords {
  if (!notification.isForUser && booking.status === 'CANCELLED') {
    return {
      actor: booking.name,
      action: words.cancelledBookingFor(upcomingTimeText(booking.datetime, booking.timeZone, now)),
    };
  }
  const when = bookingText(booking, now);
  if (!notification.isForUser) {
    return { actor: booking.name, action: words.bookedFor(outletName(notification), when) };
  }
  const action =
    booking.status === 'CONFIRMED'
      ? words.confirmedYourBooking(when)
      : booking.status === 'DECLINED'
        ? words.declinedYourBooking(when)
        : words.answeredYourBookingFor(when);
  return {
    actor: notification.creator.name,
    action: booking.answer ? messages.notification.withAnswer(action, booking.answer) : action,
  };
}

/**
 * A table offered from the line, to the person at its head: the place kept it for them, with the
 * party, the time and the minute the offer ends; once it no longer stands, what became of it.
 */
function offerWords(
  notification: Notification,
  offer: NonNullable<Notification['offer']>,
  now: Date,
): NotificationWords {
  const actor = notification.creator.name;
  if (offer.status === 'BOOKED') return { actor, action: words.offerTaken(offer.guestsCount) };
  if (!offerStands(offer, now)) {
    return { actor, action: words.offerPassed(offer.guestsCount) };
  }
  const datetime = offer.datetime ?? '';
  const expiresAt = offer.expiresAt ?? '';
  return {
    actor,
    action: words.keptTableForYou(
      messages.booking.summary(offer.guestsCount, upcomingTimeText(datetime, offer.timeZone, now)),
      localWeekTime(new Date(expiresAt), offer.timeZone).time,
    ),
  };
}

/** Whether the table of an offer is still kept (Accept and Decline are offered until then). */
export function offerStands(offer: NonNullable<Notification['offer']>, now: Date): boolean {
  // An unreadable or missing expiry parses as NaN: not standing.
  return (
    offer.status === 'OFFERED' &&
    Boolean(offer.datetime) &&
    Date.parse(offer.expiresAt ?? '') > now.getTime()
  );
}

/** What happened, without the actor's name (SPEC section 4, Notification wording). */
function actionOf(notification: Notification): string {
  const outlet = outletName(notification);
  const mine = notification.isForUser;
  switch (notification.type) {
    case 'POST':
      return words.reviewAt(outlet);
    case 'COMMENT':
      if (!mine) {
        if (notification.postType === 'NEWS') return words.commentedOnNewsOf(outlet);
        if (notification.postType === 'REVIEW') return words.commentedOnReviewAt(outlet);
        return words.commentedOnPostAt(outlet);
      }
      return notification.postType === 'REVIEW'
        ? words.commentedOnYourReview
        : words.commentedOnYourPost;
    case 'LIKE':
      if (notification.objectType === 'COMMENT') {
        return mine ? words.likedYourComment : words.likedCommentOf(outlet);
      }
      if (!mine || notification.postType === 'NEWS') return words.likedNewsOf(outlet);
      return notification.postType === 'REVIEW' ? words.likedYourReview : words.likedYourPost;
    case 'ANSWER':
      return mine ? words.repliedToYourComment : words.repliedToCommentOf(outlet);
    case 'FOLLOWER':
      return mine ? words.startedFollowingYou : words.startedFollowing(outlet);
    case 'PERMISSION':
      if (notification.outcome === 'OWNER') return words.madeOwner(outlet);
      if (notification.outcome === 'MANAGER') return words.madeManager(outlet);
      if (notification.outcome === 'REJECTED') return words.rejected(outlet);
      return words.permission(outlet);
    case 'STATUS':
      if (notification.outcome === 'PUBLISHED') return words.published(outlet);
      if (notification.outcome === 'UNPUBLISHED') return words.unpublished(outlet);
      return words.status(outlet);
    case 'MESSAGE':
      return words.message;
    case 'RESERVATION':
      return mine ? words.answeredYourBooking : words.bookedAt(outlet);
  }
}

/**
 * Replies carry no preview in the SPEC's wording; the others quote the post or comment, and a
 * booking's notification its time (with the confirm and decline links for the staff).
 */
const QUOTED: ReadonlySet<Notification['type']> = new Set([
  'POST',
  'COMMENT',
  'LIKE',
  'RESERVATION',
]);

export function notificationWords(
  notification: Notification,
  now: Date = new Date(),
): NotificationWords {
  if (notification.type === 'RESERVATION' && notification.reservation) {
    return reservationWords(notification, notification.reservation, now);
  }
  if (notification.type === 'RESERVATION' && notification.isForUser && notification.offer) {
    return offerWords(notification, notification.offer, now);
  }
  const action = actionOf(notification);
  const preview = notification.preview;
  return {
    actor: notification.creator.name,
    action:
      preview && QUOTED.has(notification.type)
        ? messages.notification.withPreview(action, preview)
        : action,
  };
}

/** The whole sentence, as a screen reader and the tests read it. */
export function notificationText(notification: Notification, now: Date = new Date()): string {
  const { actor, action } = notificationWords(notification, now);
  return `${actor} ${action}`;
}

/**
 * The button under a booking's notification: the place's reservations for its staff, the
 * guest's own list (on their profile) for the guest; none for the other types.
 */
export function reservationButton(
  notification: Notification,
): { label: string; href: string } | null {
  if (notification.type !== 'RESERVATION') return null;
  if (!notification.isForUser) {
    return notification.outlet
      ? {
          label: messages.notification.openReservations,
          href: paths.placeReservations.getHref(
            notification.outlet.latinName ?? notification.outlet.id,
          ),
        }
      : null;
  }
  return {
    label: messages.notification.openMyReservations,
    href: paths.user.getHref(notification.recipientId),
  };
}

/** Where a person, place or chain named by a notification lives. */
export function actorHref(actor: Actor): string {
  switch (actor.type) {
    case 'PLACE':
      return paths.place.getHref(actor.latinName ?? actor.id);
    case 'ORGANISATION':
      return paths.organisation.getHref(actor.id);
    default:
      return paths.user.getHref(actor.id);
  }
}

/**
 * What a notification leads to: the post (for posts, comments, likes and replies), the new
 * follower, the place or chain (permissions, moderation), the message's chat (the chats when
 * the chat is not known), or for a booking the place's reservations (staff) or the place (guest).
 */
export function notificationHref(notification: Notification): string {
  switch (notification.type) {
    case 'FOLLOWER':
      return actorHref(notification.creator);
    case 'PERMISSION':
    case 'STATUS':
      return notification.outlet ? actorHref(notification.outlet) : paths.home.getHref();
    case 'MESSAGE':
      return notification.chatId ? paths.chat.getHref(notification.chatId) : paths.chats.getHref();
    case 'RESERVATION':
      if (!notification.isForUser && notification.outlet) {
        return paths.placeReservations.getHref(
          notification.outlet.latinName ?? notification.outlet.id,
        );
      }
      return actorHref(notification.creator);
    default:
      return notification.postId
        ? paths.post.getHref(notification.postId)
        : actorHref(notification.creator);
  }
}
