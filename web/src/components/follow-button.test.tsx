import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { meId, otherId, signedIn, visitor } from '../test/account-fixtures';
import { renderInApp } from '../test/render-in-app';
import { FollowButton } from './follow-button';
import { serverErrorResult } from '../test/graphql-errors';
import {
  FollowButton_PlaceFragmentDoc,
  FollowButton_UserFragmentDoc,
  FollowPlaceDocument,
  FollowUserDocument,
} from '../gql/graphql';

const grace = {
  __typename: 'User' as const,
  id: otherId,
  isFollowed: false,
  followerCount: 4,
  displayName: 'Grace Hopper',
};

const falcon = {
  __typename: 'Place' as const,
  id: 'c'.repeat(24),
  isFollowed: false,
  followerCount: 10,
  name: 'Falcon Cafe',
};

function followed(
  target: { user: typeof grace } | { place: typeof falcon },
  followerCount: number,
) {
  const state = (subject: typeof grace | typeof falcon) => ({
    __typename: subject.__typename,
    id: subject.id,
    isFollowed: true,
    followerCount,
  });
  return {
    __typename: 'FollowChange' as const,
    isFollowed: true,
    user: 'user' in target ? state(target.user) : null,
    place: 'place' in target ? state(target.place) : null,
    follower: { __typename: 'User' as const, id: meId, followingCount: 8 },
  };
}

describe('follow button', () => {
  it('follows a person at once and says so', async () => {
    const mock = {
      request: { query: FollowUserDocument, variables: { id: otherId } },
      result: { data: { followUser: followed({ user: grace }, 5) } },
      delay: 50,
    };
    const { cache } = renderInApp(<FollowButton user={grace} />, [signedIn(), mock]);
    cache.writeFragment({ fragment: FollowButton_UserFragmentDoc, data: grace });

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Follow' }));
    // Optimistic: the button flips before the server answers.
    expect(await screen.findByRole('button', { name: 'Following' })).toBeTruthy();
    expect(await screen.findByText('You follow the user Grace Hopper')).toBeTruthy();
  });

  it('rolls back and says so when the server refuses', async () => {
    const mock = {
      request: { query: FollowPlaceDocument, variables: { id: falcon.id } },
      result: serverErrorResult(),
      delay: 30,
    };
    const { cache } = renderInApp(<FollowButton place={falcon} />, [signedIn(), mock]);
    cache.writeFragment({ fragment: FollowButton_PlaceFragmentDoc, data: falcon });

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('There was an error when following')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Follow' })).toBeTruthy();
  });

  it('opens the login modal for a visitor and follows nothing', async () => {
    const { router } = renderInApp(<FollowButton place={falcon} />, [visitor]);

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(router.state.location.search).toContain('modal=login'));
    expect(screen.getByRole('button', { name: 'Follow' })).toBeTruthy();
  });

  it('shows no button on one’s own profile', async () => {
    renderInApp(
      <>
        <FollowButton user={{ ...grace, id: meId }} />
        <p>rendered</p>
      </>,
      [signedIn()],
    );
    expect(await screen.findByText('rendered')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
  });
});
