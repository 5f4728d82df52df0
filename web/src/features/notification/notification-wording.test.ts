import { describe, expect, it } from 'vitest';
import {
  notificationHref,
  notificationText,
  offerStands,
  reservationButton,
} from './notification-wording';
import { actor, chatId, falconCafe, notification, placeId, postId } from './test-fixtures';

describe('notification wording', () => {
  it('a comment on your review quotes it', () => {
    expect(notificationText(notification({ type: 'COMMENT', postType: 'REVIEW' }))).toBe(
      'Grace Hopper commented on your review: Lovely staff and…',
    );
  });

  it('a comment on your impression says post', () => {
    const item = notification({ type: 'COMMENT', postType: 'IMPRESSION', preview: 'Rainy' });
    expect(notificationText(item)).toBe('Grace Hopper commented on your post: Rainy');
  });

  it('a comment on the news or a review of a place names the place', () => {
    const news = notification({ type: 'COMMENT', postType: 'NEWS', isForUser: false });
    expect(notificationText({ ...news, outlet: falconCafe })).toBe(
      'Grace Hopper commented on the news of Falcon Cafe: Lovely staff and…',
    );
    const review = notification({ type: 'COMMENT', postType: 'REVIEW', isForUser: false });
    expect(notificationText({ ...review, outlet: falconCafe })).toBe(
      'Grace Hopper commented on a review at Falcon Cafe: Lovely staff and…',
    );
  });

  it('likes of a review, an impression, news and a comment', () => {
    const like = { type: 'LIKE' as const, objectType: 'POST' as const };
    expect(notificationText(notification({ ...like, postType: 'REVIEW' }))).toBe(
      'Grace Hopper liked your review: Lovely staff and…',
    );
    expect(notificationText(notification({ ...like, postType: 'IMPRESSION', preview: null }))).toBe(
      'Grace Hopper liked your post',
    );
    expect(
      notificationText(
        notification({ ...like, postType: 'NEWS', isForUser: false, outlet: falconCafe }),
      ),
    ).toBe('Grace Hopper liked the news of Falcon Cafe: Lovely staff and…');
    expect(
      notificationText(notification({ type: 'LIKE', objectType: 'COMMENT', preview: 'Agreed' })),
    ).toBe('Grace Hopper liked your comment: Agreed');
    expect(
      notificationText(
        notification({
          type: 'LIKE',
          objectType: 'COMMENT',
          isForUser: false,
          outlet: falconCafe,
          preview: 'Thank you',
        }),
      ),
    ).toBe('Grace Hopper liked the comment of Falcon Cafe: Thank you');
  });

  it('a reply to your comment', () => {
    expect(notificationText(notification({ type: 'ANSWER', preview: 'Me too' }))).toBe(
      'Grace Hopper replied to your comment',
    );
  });

  it('a new follower of you or of your place', () => {
    expect(notificationText(notification({ type: 'FOLLOWER', objectType: 'USER' }))).toBe(
      'Grace Hopper started following you',
    );
    expect(
      notificationText(
        notification({
          type: 'FOLLOWER',
          objectType: 'USER',
          isForUser: false,
          outlet: falconCafe,
        }),
      ),
    ).toBe('Grace Hopper started following Falcon Cafe');
  });

  it('a review at your place', () => {
    const review = notification({
      type: 'POST',
      objectType: 'POST',
      postType: 'REVIEW',
      isForUser: false,
      outlet: falconCafe,
      preview: 'Best pasta in',
    });
    expect(notificationText(review)).toBe(
      'Grace Hopper left a review at Falcon Cafe: Best pasta in',
    );
  });

  it('permissions, moderation and messages', () => {
    expect(notificationText(notification({ type: 'PERMISSION', outlet: falconCafe }))).toBe(
      'Grace Hopper changed your access to Falcon Cafe',
    );
    expect(notificationText(notification({ type: 'STATUS', outlet: falconCafe }))).toBe(
      'Grace Hopper changed the moderation status of Falcon Cafe',
    );
    expect(notificationText(notification({ type: 'MESSAGE', preview: 'Hi' }))).toBe(
      'Grace Hopper sent you a message',
    );
  });

  it("a booking to the place's staff, and the place's answer to the guest", () => {
    const preview = '2026-11-27 19:00. Confirmed';
    expect(
      notificationText(
        notification({ type: 'RESERVATION', isForUser: false, outlet: falconCafe, preview }),
      ),
    ).toBe(`Grace Hopper booked a table at Falcon Cafe: ${preview}`);
    expect(notificationText(notification({ type: 'RESERVATION', preview }))).toBe(
      `Grace Hopper answered your booking: ${preview}`,
    );
  });

  it('says which access was given, or that the application was rejected', () => {
    const permission = (outcome: 'OWNER' | 'MANAGER' | 'REJECTED') =>
      notificationText(notification({ type: 'PERMISSION', outlet: falconCafe, outcome }));
    expect(permission('OWNER')).toBe('Grace Hopper made you an owner of Falcon Cafe');
    expect(permission('MANAGER')).toBe('Grace Hopper made you a manager of Falcon Cafe');
    expect(permission('REJECTED')).toBe(
      'Grace Hopper rejected your application to manage Falcon Cafe',
    );
  });

  it('says whether the place passed moderation', () => {
    const status = (outcome: 'PUBLISHED' | 'UNPUBLISHED') =>
      notificationText(notification({ type: 'STATUS', outlet: falconCafe, outcome }));
    expect(status('PUBLISHED')).toBe('Grace Hopper published Falcon Cafe after moderation');
    expect(status('UNPUBLISHED')).toBe(
      'Grace Hopper did not publish Falcon Cafe: it has not passed moderation',
    );
  });

  it("leads to the post, the new follower, the place, or the message's chat", () => {
    expect(notificationHref(notification({ type: 'LIKE' }))).toBe(`/posts/${postId}`);
    expect(notificationHref(notification({ type: 'FOLLOWER' }))).toBe(`/users/${'c'.repeat(24)}`);
    expect(
      notificationHref(
        notification({ type: 'FOLLOWER', creator: actor({ type: 'ORGANISATION' }) }),
      ),
    ).toBe(`/organisations/${'c'.repeat(24)}`);
    expect(notificationHref(notification({ type: 'STATUS', outlet: falconCafe }))).toBe(
      '/falcon-cafe',
    );
    expect(
      notificationHref(
        notification({ type: 'STATUS', outlet: { ...falconCafe, latinName: null } }),
      ),
    ).toBe(`/${placeId}`);
    expect(notificationHref(notification({ type: 'MESSAGE', chatId }))).toBe(`/chats/${chatId}`);
    // A message notification without its chat (not expected) still leads to the chats.
    expect(notificationHref(notification({ type: 'MESSAGE' }))).toBe('/chats');
  });

  it("a booking: the guest's new one to the staff, the place's answer to the guest", () => {
    // A booking's notification is about the reservation at the Falcon Cafe, not a post.
    const reservation = (fields: Parameters<typeof notification>[0]) =>
      notification({
        type: 'RESERVATION',
        objectType: 'RESERVATION',
        postId: null,
        outlet: falconCafe,
        ...fields,
      });
    const booked = reservation({ isForUser: false, preview: 'Bea, 2 guests, Sat, 28 Nov, 19:30.' });
    expect(notificationText(booked)).toBe(
      'Grace Hopper booked a table at Falcon Cafe: Bea, 2 guests, Sat, 28 Nov, 19:30.',
    );
    expect(notificationHref(booked)).toBe('/falcon-cafe/reservations');
    const answered = reservation({
      creator: falconCafe,
      isForUser: true,
      preview: 'Confirmed: Sat, 28 Nov, 19:30',
    });
    expect(notificationText(answered)).toBe(
      'Falcon Cafe answered your booking: Confirmed: Sat, 28 Nov, 19:30',
    );
    expect(notificationHref(answered)).toBe('/falcon-cafe');
  });

  it('says a booking in words from the booking: the name the guest gave, how many, when', () => {
    // Tuesday 1 December 2026, 10:00 in London; the booking is on Thursday at 19:30 there.
    const now = new Date('2026-12-01T10:00:00Z');
    const booking = {
      __typename: 'NotificationReservation' as const,
      name: 'Bea',
      guestsCount: 2,
      datetime: '2026-12-03T19:30:00Z',
      timeZone: 'Europe/London',
      status: 'NEW' as const,
      answer: null,
    };
    const booked = notification({
      type: 'RESERVATION',
      objectType: 'RESERVATION',
      postId: null,
      isForUser: false,
      outlet: falconCafe,
      preview: 'Bea, 2 guests, 03 Dec 19:30',
      reservation: booking,
    });
    expect(notificationText(booked, now)).toBe(
      'Bea booked a table at Falcon Cafe: 2 guests, Thu 19:30',
    );
    expect(reservationButton(booked)).toEqual({
      label: 'Open the reservations',
      href: '/falcon-cafe/reservations',
    });
    const answered = notification({
      type: 'RESERVATION',
      objectType: 'RESERVATION',
      postId: null,
      creator: falconCafe,
      outlet: falconCafe,
      recipientId: 'b'.repeat(24),
      reservation: { ...booking, status: 'CONFIRMED', answer: 'See you on the terrace' },
    });
    expect(notificationText(answered, now)).toBe(
      'Falcon Cafe confirmed your booking: 2 guests, Thu 19:30. “See you on the terrace”',
    );
    expect(reservationButton(answered)).toEqual({
      label: 'Open my reservations',
      href: `/users/${'b'.repeat(24)}`,
    });
    const declined = { ...answered, reservation: { ...booking, status: 'DECLINED' as const } };
    expect(notificationText(declined, now)).toBe(
      'Falcon Cafe declined your booking: 2 guests, Thu 19:30',
    );
    // The guest called it off: the staff read that, with the time alone.
    const cancelled = { ...booked, reservation: { ...booking, status: 'CANCELLED' as const } };
    expect(notificationText(cancelled, now)).toBe('Bea cancelled the booking for Thu 19:30');
    expect(reservationButton(notification({ type: 'LIKE' }))).toBeNull();
  });

  it('says a table offered from the line with the place, the party, the time and its end', () => {
    // Tuesday 1 December 2026, 10:00 in London; the table is on Thursday at 19:30 there.
    const now = new Date('2026-12-01T10:00:00Z');
    const offer = {
      __typename: 'NotificationOffer' as const,
      entryId: 'a'.repeat(24),
      guestsCount: 2,
      datetime: '2026-12-03T19:30:00Z',
      timeZone: 'Europe/London',
      status: 'OFFERED' as const,
      expiresAt: '2026-12-01T10:10:00Z',
    };
    const offered = notification({
      type: 'RESERVATION',
      objectType: 'RESERVATION',
      objectId: offer.entryId,
      postId: null,
      creator: falconCafe,
      outlet: falconCafe,
      preview: 'A table for 2 is free at Falcon Cafe at 03 Dec 19:30.',
      offer,
    });
    expect(notificationText(offered, now)).toBe(
      'Falcon Cafe kept a table for you: 2 guests, Thu 19:30. Accept it by 10:10',
    );
    expect(offerStands(offer, now)).toBe(true);
    // Past its end, or answered, it says what became of it.
    const later = new Date('2026-12-01T10:10:00Z');
    expect(offerStands(offer, later)).toBe(false);
    expect(notificationText(offered, later)).toBe(
      'Falcon Cafe offered you a table for 2: it went to the next in line',
    );
    const booked = { ...offered, offer: { ...offer, status: 'BOOKED' as const, datetime: null } };
    expect(notificationText(booked, now)).toBe(
      'Falcon Cafe offered you a table for 2: you booked it',
    );
    expect(reservationButton(offered)).toEqual({
      label: 'Open my reservations',
      href: `/users/${'b'.repeat(24)}`,
    });
  });
});
