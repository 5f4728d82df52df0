import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { meId, otherId, signedIn } from '../../test/account-fixtures';
import { renderInApp } from '../../test/render-in-app';
import { FollowModals } from './follow-modals';
import {
  FollowersDocument,
  FollowingPlacesDocument,
  FollowingUsersDocument,
} from '../../gql/graphql';

function person(index: number) {
  return {
    __typename: 'User' as const,
    id: index.toString(16).padStart(24, '0'),
    displayName: `Person ${index}`,
    avatar: null,
    isFollowed: index % 2 === 0,
    followerCount: index,
  };
}

function followersMock(offset: number, items: ReturnType<typeof person>[], hasMore: boolean) {
  return {
    request: { query: FollowersDocument, variables: { userId: otherId, offset, limit: 20 } },
    result: { data: { followers: { __typename: 'UserPage', items, hasMore } } },
  };
}

describe('follow modals', () => {
  it('lists a person’s followers 20 at a time with Show more and a follow button each', async () => {
    const first = Array.from({ length: 20 }, (_, i) => person(i + 1));
    renderInApp(
      <FollowModals />,
      [signedIn(), followersMock(0, first, true), followersMock(20, [person(21)], false)],
      `/users/${otherId}?modal=followers&modal_id=${otherId}`,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Followers' });
    const list = await within(dialog).findByRole('list', { name: 'Followers' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(within(list).getAllByRole('button', { name: 'Follow' })).toHaveLength(10);
    expect(within(list).getAllByRole('button', { name: 'Following' })).toHaveLength(10);

    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Show more' }));
    expect(await within(list).findByRole('link', { name: /Person 21/ })).toBeTruthy();
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: 'Show more' })).toBeNull(),
    );
  });

  it('says a profile without followers has none', async () => {
    renderInApp(
      <FollowModals />,
      [signedIn(), followersMock(0, [], false)],
      `/users/${otherId}?modal=followers&modal_id=${otherId}`,
    );
    expect(await screen.findByText('It seems that the profile has no followers')).toBeTruthy();
  });

  it('switches between followed people and places, each with its empty state', async () => {
    const usersMock = {
      request: { query: FollowingUsersDocument, variables: { userId: meId, offset: 0, limit: 20 } },
      result: {
        data: { followingUsers: { __typename: 'UserPage', items: [person(2)], hasMore: false } },
      },
    };
    const placesMock = {
      request: {
        query: FollowingPlacesDocument,
        variables: { userId: meId, offset: 0, limit: 20 },
      },
      result: { data: { followingPlaces: { __typename: 'PlacePage', items: [], hasMore: false } } },
    };
    const { router } = renderInApp(
      <FollowModals />,
      [signedIn(), usersMock, placesMock],
      `/users/${meId}?modal=following_users&modal_id=${meId}`,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Following' });
    expect(await within(dialog).findByRole('link', { name: /Person 2/ })).toBeTruthy();

    await userEvent.setup().click(within(dialog).getByRole('tab', { name: 'Places' }));
    expect(router.state.location.search).toContain('modal=following_places');
    expect(await within(dialog).findByText('No following')).toBeTruthy();
  });
});
