import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { city, meId, otherId, signedIn } from '../../test/account-fixtures';
import { london } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';
import { CurrentCityDocument, FollowersDocument, UserProfileDocument } from '../../gql/graphql';

const cityMock = {
  request: { query: CurrentCityDocument, variables: { latinName: london.latinName } },
  result: { data: { city: london } },
  maxUsageCount: 5,
};

function profileMock(id: string, displayName: string) {
  const user = {
    __typename: 'User' as const,
    id,
    displayName,
    firstName: displayName,
    secondName: null,
    avatar: null,
    city,
    about: null,
    link: null,
    postCount: 0,
    followerCount: 1,
    followingCount: 0,
    isDeleted: false,
    isFollowed: false,
  };
  return { request: { query: UserProfileDocument, variables: { id } }, result: { data: { user } } };
}

describe('profile follows', () => {
  it('offers Follow on someone else’s profile and opens their followers from the count', async () => {
    const follower = {
      __typename: 'User' as const,
      id: meId,
      displayName: 'Ada Lovelace',
      avatar: null,
      isFollowed: false,
      followerCount: 0,
    };
    const followersMock = {
      request: { query: FollowersDocument, variables: { userId: otherId, offset: 0, limit: 20 } },
      result: {
        data: { followers: { __typename: 'UserPage', items: [follower], hasMore: false } },
      },
    };
    const { router } = renderRoute(`/users/${otherId}`, [
      signedIn(),
      cityMock,
      profileMock(otherId, 'Grace'),
      followersMock,
    ]);
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '1 follower' }));
    expect(router.state.location.search).toBe(`?modal=followers&modal_id=${otherId}`);
    const dialog = await screen.findByRole('dialog', { name: 'Followers' });
    expect(await within(dialog).findByRole('link', { name: /Ada Lovelace/ })).toBeTruthy();
    // A person never gets a follow button for themselves, in the list either.
    expect(within(dialog).queryByRole('button', { name: 'Follow' })).toBeNull();
  });

  it('offers no Follow on one’s own profile', async () => {
    renderRoute(`/users/${meId}`, [signedIn(), cityMock, profileMock(meId, 'Ada')]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
    expect(screen.getByRole('button', { name: '0 following' })).toBeTruthy();
  });
});
