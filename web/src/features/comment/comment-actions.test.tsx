import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { account, otherId, signedIn, visitor } from '../../test/account-fixtures';
import { PostComments } from './post-comments';
import {
  comment,
  commentAuthor,
  commentListMock,
  commentedPost,
  commentedPostId as postId,
  falconPlace as falcon,
} from '../../test/comment-fixtures';
import { renderInApp } from '../../test/render-in-app';
import { serverErrorResult } from '../../test/graphql-errors';
import { CreateCommentDocument, HideCommentDocument, LikeCommentDocument } from '../../gql/graphql';

const graceComment = comment(
  {
    id: '1'.repeat(24),
    postId,
    user: commentAuthor(otherId, 'Grace Hopper'),
    text: 'Lovely terrace.',
  },
  { likeCount: 2, hasAccess: false, canHide: true },
);

const listMock = commentListMock(postId, [graceComment]);

const serverError = serverErrorResult();

function placeAuthor() {
  return signedIn({ ...account(), isAuthorPlace: true, isStaff: true });
}

describe('comment actions', () => {
  it('likes a comment at once and rolls back with the SPEC message when refused', async () => {
    const likeMock = {
      request: {
        query: LikeCommentDocument,
        variables: { id: graceComment.id, postId, byOutlet: false },
      },
      result: serverError,
      delay: 400,
    };
    renderInApp(<PostComments post={commentedPost()} />, [signedIn(), listMock, likeMock]);
    const user = userEvent.setup();
    const item = await screen.findByRole('article', { name: 'Grace Hopper' });
    // Its name holds the count it shows.
    const like = within(item).getByRole('button', { name: 'Like, 2 likes' });
    expect(like.getAttribute('aria-pressed')).toBe('false');

    await user.click(like);
    // Optimistic: liked with one more before the server answers.
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('true'));
    expect(within(item).getByText('3')).toBeTruthy();
    expect(like.getAttribute('aria-label')).toBe('Like, 3 likes');

    expect(await screen.findByText('An error occurred when adding like')).toBeTruthy();
    expect(like.getAttribute('aria-pressed')).toBe('false');
    expect(within(item).getByText('2')).toBeTruthy();
  });

  it('opens the login modal when a visitor likes or replies', async () => {
    const { router } = renderInApp(<PostComments post={commentedPost()} />, [visitor, listMock]);
    const item = await screen.findByRole('article', { name: 'Grace Hopper' });
    await userEvent.setup().click(within(item).getByRole('button', { name: /^Like, / }));
    await waitFor(() => expect(router.state.location.search).toContain('modal=login'));
    expect(
      within(item)
        .getByRole('button', { name: /^Like, / })
        .getAttribute('aria-pressed'),
    ).toBe('false');
  });

  it('hides a comment for those who may, leaving the notice and the snackbar', async () => {
    const hideMock = {
      request: { query: HideCommentDocument, variables: { id: graceComment.id } },
      result: {
        data: {
          hideComment: {
            __typename: 'CommentChange',
            comment: {
              __typename: 'Comment',
              id: graceComment.id,
              isDeleted: false,
              isHidden: true,
            },
            post: { __typename: 'Post', id: postId, commentCount: 0, lastComments: [] },
          },
        },
      },
    };
    renderInApp(<PostComments post={commentedPost({ canHide: true })} />, [
      placeAuthor(),
      listMock,
      hideMock,
    ]);
    const item = await screen.findByRole('article', { name: 'Grace Hopper' });
    await userEvent.setup().click(within(item).getByRole('button', { name: 'Hide' }));

    expect(await screen.findByText('Comment is hidden')).toBeTruthy();
    expect(screen.getByText('Comment hidden')).toBeTruthy();
    expect(screen.queryByText('Lovely terrace.')).toBeNull();
  });

  it('lets a place author with access comment as the place', async () => {
    const created = {
      ...graceComment,
      id: '2'.repeat(24),
      byOutlet: true,
      user: null,
      place: { ...falcon, latinName: 'falcon-cafe', avatar: null },
      text: 'Thank you!',
      likeCount: 0,
      hasAccess: true,
      canHide: false,
    };
    const createMock = {
      request: {
        query: CreateCommentDocument,
        variables: {
          input: {
            postId,
            text: 'Thank you!',
            imageIds: [],
            subjectCommentId: null,
            byOutlet: true,
          },
        },
      },
      result: {
        data: {
          createComment: {
            __typename: 'CommentChange',
            comment: created,
            post: {
              __typename: 'Post',
              id: postId,
              commentCount: 2,
              lastComments: [graceComment, created],
            },
          },
        },
      },
    };
    renderInApp(<PostComments post={commentedPost({ canHide: true })} />, [
      placeAuthor(),
      listMock,
      createMock,
    ]);
    const user = userEvent.setup();
    await screen.findByText('Lovely terrace.');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Comment as' }), 'Falcon Cafe');
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'Thank you!');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const fromPlace = await screen.findByRole('article', { name: 'Falcon Cafe' });
    expect(within(fromPlace).getByText('Thank you!')).toBeTruthy();
  });

  it('offers no identity switch to someone without access to the place', async () => {
    renderInApp(<PostComments post={commentedPost({ canHide: false })} />, [
      placeAuthor(),
      listMock,
    ]);
    await screen.findByText('Lovely terrace.');
    expect(screen.queryByRole('combobox', { name: 'Comment as' })).toBeNull();
  });
});
