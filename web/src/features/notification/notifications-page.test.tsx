import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, sideNavLink } from '../../test/render-route';
import { cityMock } from '../../test/post-fixtures';
import { signedIn, signedInAsStaff, visitor } from '../../test/account-fixtures';
import { chatId, counters, countersMock, falconCafe, notification, postId } from './test-fixtures';
import {
  CountersChangedDocument,
  MarkNotificationsViewedDocument,
  NotificationAddedDocument,
  NotificationListDocument,
} from '../../gql/graphql';

function listMock(forOutlet: boolean, items: ReturnType<typeof notification>[]) {
  return {
    request: { query: NotificationListDocument, variables: { forOutlet, offset: 0, limit: 20 } },
    result: { data: { notifications: { __typename: 'NotificationPage', hasMore: false, items } } },
  };
}

function markMock(forOutlet: boolean, ids: string[], forUser: number, forOutletCount = 0) {
  return {
    request: { query: MarkNotificationsViewedDocument, variables: { forOutlet, ids } },
    result: { data: { markNotificationsViewed: counters(forUser, forOutletCount) } },
  };
}

const sideNavNotifications = () => sideNavLink(/^Notifications/);

describe('notifications', () => {
  it('reads each notification in words with its time and link, and marks them viewed', async () => {
    const comment = notification({ type: 'COMMENT', postType: 'REVIEW' });
    const follower = notification({ type: 'FOLLOWER', objectType: 'USER', isViewed: true });
    renderRoute('/notifications', [
      signedIn(),
      cityMock,
      countersMock(1),
      listMock(false, [comment, follower]),
      markMock(false, [comment.id], 0),
    ]);
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const commentLink = within(list).getByRole('link', {
      name: 'Grace Hopper commented on your review: Lovely staff and…',
    });
    expect(commentLink.getAttribute('href')).toBe(`/posts/${postId}`);
    expect(
      within(list).getByRole('link', { name: 'Grace Hopper started following you' }),
    ).toBeTruthy();
    expect(within(list).getAllByText('2 min ago')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();
    expect(document.title).toBe('Notifications · Tavola');

    // Opening the list marks what it shows viewed: the counter falls, the item keeps its look.
    await waitFor(() => expect(sideNavNotifications().textContent).toBe('Notifications'));
    const [first] = within(list).getAllByRole('article');
    expect(within(first!).getByText('New')).toBeTruthy();
  });

  it("opens a message's chat from its notification", async () => {
    const sent = notification({
      type: 'MESSAGE',
      objectType: 'MESSAGE',
      chatId,
      postId: null,
      postType: null,
      commentId: null,
      preview: 'See you at eight',
      isViewed: true,
    });
    renderRoute('/notifications', [signedIn(), cityMock, countersMock(0), listMock(false, [sent])]);
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const link = within(list).getByRole('link', { name: 'Grace Hopper sent you a message' });
    expect(link.getAttribute('href')).toBe(`/chats/${chatId}`);
  });

  it('shows the not-viewed counter in the navigation', async () => {
    renderRoute('/notifications', [
      signedIn(),
      cityMock,
      countersMock(3),
      { ...listMock(false, []), delay: Infinity },
    ]);
    await waitFor(() => expect(sideNavNotifications().textContent).toBe('Notifications33 unread'));
    // The bottom bar's Messages counts unread chats (none here) and notifications.
    const bottom = screen.getByRole('navigation', { name: 'Quick' });
    expect(within(bottom).getByRole('link', { name: /Messages/ }).textContent).toContain(
      '3 unread',
    );
  });

  it('says where notifications will be when there are none', async () => {
    renderRoute('/notifications', [signedIn(), cityMock, countersMock(0), listMock(false, [])]);
    expect(await screen.findByText('Your notifications will be displayed here')).toBeTruthy();
    // Only those who own or manage places have the Places list.
    expect(screen.queryByRole('navigation', { name: 'Notification lists' })).toBeNull();
  });

  it("lists a place's notifications for its staff, and refuses anyone else", async () => {
    const review = notification({
      type: 'POST',
      objectType: 'POST',
      isForUser: false,
      outlet: falconCafe,
      preview: 'Best pasta in',
      isViewed: true,
    });
    renderRoute('/notifications/places', [
      signedInAsStaff(),
      cityMock,
      countersMock(0),
      listMock(true, [review]),
    ]);
    expect(
      await screen.findByRole('link', {
        name: 'Grace Hopper left a review at Falcon Cafe: Best pasta in',
      }),
    ).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Notification lists' });
    expect(within(tabs).getByRole('link', { name: 'Places' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('someone who staffs no place has no access to the places list', async () => {
    renderRoute('/notifications/places', [signedIn(), cityMock, countersMock(0)]);
    expect(await screen.findByText('Unfortunately, you have no access to this page')).toBeTruthy();
  });

  it('a visitor is asked to log in', async () => {
    renderRoute('/notifications', [visitor, cityMock]);
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Notifications' })).toBeNull();
  });

  it('a pushed notification goes on top of the open list, and pushed counters show', async () => {
    const old = notification({ type: 'FOLLOWER', objectType: 'USER', isViewed: true });
    const pushed = notification({ type: 'LIKE', objectType: 'COMMENT', preview: 'Agreed' });
    renderRoute('/notifications', [
      signedIn(),
      cityMock,
      countersMock(0),
      listMock(false, [old]),
      {
        request: { query: NotificationAddedDocument },
        result: { data: { notificationAdded: pushed } },
        delay: 50,
      },
      {
        request: { query: CountersChangedDocument },
        result: { data: { countersChanged: counters(1) } },
        delay: 50,
      },
      markMock(false, [pushed.id], 0),
    ]);
    const list = await screen.findByRole('list', { name: 'Notifications' });
    await waitFor(() => {
      const links = within(list).getAllByRole('link', { name: /^Grace Hopper .+/ });
      expect(links.map((link) => link.textContent)).toEqual([
        'Grace Hopper liked your comment: Agreed',
        'Grace Hopper started following you',
      ]);
    });
    // The open list marks the pushed one viewed, so the counter falls back to none.
    await waitFor(() => expect(sideNavNotifications().textContent).toBe('Notifications'));
  });
});
