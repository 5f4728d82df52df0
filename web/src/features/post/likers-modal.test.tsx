import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { meId, otherId, signedIn } from '../../test/account-fixtures';
import {
  cityMock,
  falconCafe,
  like,
  liker,
  likesResult,
  post,
  postId,
} from '../../test/post-fixtures';
import { FollowUserDocument, PostLikesDocument, PostPageDocument } from '../../gql/graphql';

const likesMock = {
  request: { query: PostLikesDocument, variables: { postId, offset: 0, limit: 20 } },
  result: likesResult([
    like('1'.repeat(24), { user: liker(otherId, 'Alan Turing') }),
    like('2'.repeat(24), { user: liker(meId, 'Ada Lovelace') }),
    like('3'.repeat(24), {
      byOutlet: true,
      user: liker('d'.repeat(24), 'Falcon Manager'),
      place: falconCafe,
    }),
  ]),
};

const followMock = {
  request: { query: FollowUserDocument, variables: { id: otherId } },
  result: {
    data: {
      followUser: {
        __typename: 'FollowChange',
        isFollowed: true,
        user: { __typename: 'User', id: otherId, isFollowed: true, followerCount: 3 },
        place: null,
        follower: { __typename: 'User', id: meId, followingCount: 1 },
      },
    },
  },
};

describe('likers modal', () => {
  it('offers Follow beside each other person who liked, not on one’s own row nor a place', async () => {
    renderRoute(`/posts/${postId}?modal=user_likes&modal_id=${postId}`, [
      signedIn(),
      cityMock,
      {
        request: { query: PostPageDocument, variables: { id: postId } },
        result: { data: { post: post() } },
      },
      likesMock,
      followMock,
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Likes' });
    const list = await within(dialog).findByRole('list', { name: 'Likes' });
    const alan = await within(list).findByRole('link', { name: 'Alan Turing' });
    const [alanRow, adaRow, placeRow] = within(list).getAllByRole('listitem');
    const follow = await within(alanRow!).findByRole('button', { name: 'Follow' });
    // Beside the link: a button inside a link is invalid HTML.
    expect(alan.contains(follow)).toBe(false);
    expect(within(adaRow!).getByRole('link', { name: 'Ada Lovelace' })).toBeTruthy();
    expect(within(adaRow!).queryByRole('button')).toBeNull();
    expect(within(placeRow!).getByRole('link', { name: 'Falcon Cafe' })).toBeTruthy();
    expect(within(placeRow!).queryByRole('button')).toBeNull();

    await userEvent.click(follow);

    expect(await within(alanRow!).findByRole('button', { name: 'Following' })).toBeTruthy();
    expect(await screen.findByText('You follow the user Alan Turing')).toBeTruthy();
  });
});
