import { gql } from '@apollo/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { account, meId, otherId, signedIn } from '../../test/account-fixtures';
import { PostComments } from './post-comments';
import {
  comment as commentFixture,
  commentAuthor,
  commentListMock,
  commentedPost,
  commentedPostId as postId,
} from '../../test/comment-fixtures';
import { renderInApp } from '../../test/render-in-app';
import { CreateCommentDocument, HideCommentDocument } from '../../gql/graphql';

// A feed card's post as the cache holds it: its newest comments (oldest first).
const post = commentedPost({ commentCount: 2, canHide: true });

function comment(id: string, userId: string, displayName: string, text: string) {
  return commentFixture(
    { id, postId, user: commentAuthor(userId, displayName), text },
    { canHide: true },
  );
}

const older = comment('1'.repeat(24), otherId, 'Grace Hopper', 'Lovely terrace.');
const newer = comment('2'.repeat(24), 'd'.repeat(24), 'Alan Turing', 'The tarts!');
const mine = comment('3'.repeat(24), meId, 'Ada Lovelace', 'Agreed.');

const LastCommentIds = gql`
  fragment LastCommentIds on Post {
    id
    lastComments {
      id
    }
  }
`;

function change(field: string, changed: unknown, lastComments: unknown[], commentCount: number) {
  return {
    data: {
      [field]: {
        __typename: 'CommentChange',
        comment: changed,
        post: { __typename: 'Post', id: postId, commentCount, lastComments },
      },
    },
  };
}

describe('a post’s last comments in the cache', () => {
  it('gain a new comment and lose a hidden one from the mutation’s answer', async () => {
    const listMock = commentListMock(postId, [older, newer]);
    const createMock = {
      request: {
        query: CreateCommentDocument,
        variables: {
          input: { postId, text: 'Agreed.', imageIds: [], subjectCommentId: null, byOutlet: false },
        },
      },
      result: change('createComment', mine, [newer, mine], 3),
    };
    const hideMock = {
      request: { query: HideCommentDocument, variables: { id: newer.id } },
      result: change(
        'hideComment',
        { __typename: 'Comment', id: newer.id, isDeleted: false, isHidden: true },
        // The next older comment takes the hidden one's place, as the server says.
        [older, mine],
        2,
      ),
    };
    const { cache } = renderInApp(<PostComments post={post} />, [
      signedIn({ ...account(), isAuthorPlace: true, isStaff: true }),
      listMock,
      createMock,
      hideMock,
    ]);
    // What a feed card read earlier: the post with its two newest comments.
    cache.writeFragment({
      id: cache.identify(post),
      fragment: LastCommentIds,
      data: { ...post, lastComments: [older, newer] },
    });
    const lastIds = () =>
      (
        cache.readFragment({ id: cache.identify(post), fragment: LastCommentIds }) as {
          lastComments: { id: string }[];
        } | null
      )?.lastComments.map((item) => item.id);
    expect(lastIds()).toEqual([older.id, newer.id]);
    const user = userEvent.setup();
    await screen.findByText('The tarts!');

    await user.type(await screen.findByRole('textbox', { name: 'Comment' }), 'Agreed.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(lastIds()).toEqual([newer.id, mine.id]));

    const alan = screen.getByRole('article', { name: 'Alan Turing' });
    await user.click(within(alan).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(lastIds()).toEqual([older.id, mine.id]));
  });
});
