import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { london } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';
import { signedIn, signedInAsStaff, visitor } from '../../test/account-fixtures';
import {
  authorId,
  cityMock,
  lastComment,
  like,
  liker,
  likesResult,
  post,
  postId,
} from '../../test/post-fixtures';
import { postPageMock, feedMock, serverError, card, postPage } from './test-fixtures';
import {
  DeletePostDocument,
  HidePostDocument,
  LikePostDocument,
  PostLikesDocument,
  PostPageDocument,
  RestorePostDocument,
} from '../../gql/graphql';

describe('post card', () => {
  it('shows the author, place, type, rating, text, likes, comments, time and the edited mark', async () => {
    postPage(visitor, post());
    const article = await card();
    const view = within(article);
    expect(view.getByRole('link', { name: 'Grace Hopper' }).getAttribute('href')).toBe(
      `/users/${authorId}`,
    );
    expect(view.getByRole('link', { name: 'Falcon Cafe' }).getAttribute('href')).toBe(
      '/falcon-cafe',
    );
    expect(view.getByText('Review')).toBeTruthy();
    expect(view.getByRole('img', { name: 'Rating 4 of 5' })).toBeTruthy();
    expect(view.getByText('Lovely staff and the pasta was spot on.')).toBeTruthy();
    expect(view.getByRole('button', { name: '3 likes' })).toBeTruthy();
    expect(view.getByRole('link', { name: '2 comments' }).getAttribute('href')).toBe(
      `/posts/${postId}`,
    );
    expect(view.getByText('2 min ago')).toBeTruthy();
    expect(view.getByText('edited')).toBeTruthy();
    // Neither author nor moderator: no actions menu.
    expect(view.queryByRole('button', { name: 'Post actions' })).toBeNull();
    expect(document.title).toBe('Lovely staff and the pasta was spot on. · Tavola');
  });

  it('speaks as the place when published as it, without a rating on news', async () => {
    postPage(
      visitor,
      post({ type: 'NEWS', byOutlet: true, user: null, rating: null, isEdited: false }),
    );
    const article = await screen.findByRole('article', { name: 'Falcon Cafe' });
    expect(within(article).getByText('News')).toBeTruthy();
    expect(within(article).queryByRole('img', { name: /Rating/ })).toBeNull();
    expect(within(article).queryByText('edited')).toBeNull();
  });

  it('opens the login modal when a visitor likes', async () => {
    const { router } = postPage(visitor, post());
    const article = await card();
    await userEvent.setup().click(within(article).getByRole('button', { name: 'Like' }));
    await waitFor(() => expect(router.state.location.search).toContain('modal=login'));
    expect(within(article).getByRole('button', { name: '3 likes' })).toBeTruthy();
  });

  it('shows the newest comments under a feed card, leaving out hidden ones, and not on the post page', async () => {
    const withComments = post({
      lastComments: [
        lastComment(),
        lastComment({ id: 'f'.repeat(24), text: 'Rude remark', isHidden: true }),
        lastComment({
          id: 'a'.repeat(24),
          byOutlet: true,
          user: null,
          text: 'Thank you, come again!',
          place: post().place,
        }),
      ],
    });
    const { router } = renderRoute(`/${london.latinName}/feed`, [
      visitor,
      cityMock,
      feedMock([withComments]),
      postPageMock(withComments),
    ]);
    const article = await card();
    const latest = within(article).getByRole('list', { name: 'Latest comments' });
    const lines = within(latest).getAllByRole('link');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Ada Lovelace Agreed, the pasta is the thing to order.',
      'Falcon Cafe Thank you, come again!',
    ]);
    expect(lines[0]?.getAttribute('href')).toBe(`/posts/${postId}`);

    // The post page has the whole thread below the card instead (its card is not a list item).
    await router.navigate(`/posts/${postId}`);
    await waitFor(() => {
      expect(screen.queryByRole('list', { name: 'Latest comments' })).toBeNull();
    });
    expect(await card()).toBeTruthy();
  });

  it('likes at once, then takes the count the server gives, in the feed and on the post page', async () => {
    const { router } = renderRoute(`/${london.latinName}/feed`, [
      signedIn(),
      cityMock,
      feedMock([post()]),
      {
        request: { query: LikePostDocument, variables: { id: postId } },
        // Others liked meanwhile: the server's count wins over the optimistic one.
        result: {
          data: {
            likePost: {
              __typename: 'Post',
              id: postId,
              isLiked: true,
              likeCount: 10,
              hasOutletLike: false,
            },
          },
        },
        delay: 800,
      },
    ]);
    const article = await card();
    const like = within(article).getByRole('button', { name: 'Like' });
    expect(like.getAttribute('aria-pressed')).toBe('false');
    await userEvent.setup().click(like);
    expect(like.getAttribute('aria-pressed')).toBe('true');
    expect(within(article).getByRole('button', { name: '4 likes' })).toBeTruthy();
    expect(await within(article).findByRole('button', { name: '10 likes' })).toBeTruthy();

    // The post page reads the same cached post: no request, same state.
    await router.navigate(`/posts/${postId}`);
    const full = await card();
    expect(within(full).getByRole('button', { name: '10 likes' })).toBeTruthy();
    expect(within(full).getByRole('button', { name: 'Like' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('rolls a refused like back and says so', async () => {
    postPage(signedIn(), post(), {
      request: { query: LikePostDocument, variables: { id: postId } },
      result: { errors: [serverError] },
      delay: 800,
    });
    const article = await card();
    await userEvent.setup().click(within(article).getByRole('button', { name: 'Like' }));
    expect(within(article).getByRole('button', { name: '4 likes' })).toBeTruthy();
    expect(await screen.findByText('An error occurred when adding like')).toBeTruthy();
    expect(within(article).getByRole('button', { name: '3 likes' })).toBeTruthy();
    expect(within(article).getByRole('button', { name: 'Like' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('deletes after Delete post?, shows Post deleted with Restore, and restores', async () => {
    postPage(
      signedIn(),
      post({ hasAccess: true }),
      {
        request: { query: DeletePostDocument, variables: { id: postId } },
        result: { data: { deletePost: { __typename: 'Post', id: postId, isDeleted: true } } },
      },
      {
        request: { query: RestorePostDocument, variables: { id: postId } },
        result: { data: { restorePost: { __typename: 'Post', id: postId, isDeleted: false } } },
      },
    );
    const user = userEvent.setup();
    const article = await card();
    await user.click(within(article).getByRole('button', { name: 'Post actions' }));
    expect(within(article).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      `/posts/${postId}/edit`,
    );
    expect(within(article).queryByRole('button', { name: 'Hide' })).toBeNull();
    await user.click(within(article).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete post?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Post deleted')).toBeTruthy();
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
        'noindex',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await card()).toBeTruthy();
    expect(screen.queryByText('Post deleted')).toBeNull();
  });

  it('lets a moderator hide a post: Post hidden, and the snackbar says so', async () => {
    postPage(signedIn(), post({ canHide: true }), {
      request: { query: HidePostDocument, variables: { id: postId } },
      result: { data: { hidePost: { __typename: 'Post', id: postId, isHidden: true } } },
    });
    const user = userEvent.setup();
    const article = await card();
    await user.click(within(article).getByRole('button', { name: 'Post actions' }));
    expect(within(article).queryByRole('link', { name: 'Edit' })).toBeNull();
    await user.click(within(article).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('Post hidden')).toBeTruthy();
    expect(await screen.findByText('Post is hidden')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Restore' })).toBeNull();
  });

  it('brings a refused hide back with the SPEC text', async () => {
    postPage(signedIn(), post({ canHide: true }), {
      request: { query: HidePostDocument, variables: { id: postId } },
      result: { errors: [serverError] },
    });
    const user = userEvent.setup();
    const article = await card();
    await user.click(within(article).getByRole('button', { name: 'Post actions' }));
    await user.click(within(article).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('There was an error when hiding the post')).toBeTruthy();
    expect(await card()).toBeTruthy();
    expect(screen.queryByText('Post hidden')).toBeNull();
  });

  it('lets a place author like as the place, once for the place beside the personal like', async () => {
    postPage(signedInAsStaff(), post({ canHide: true }), {
      request: { query: LikePostDocument, variables: { id: postId, byOutlet: true } },
      result: {
        data: {
          likePost: {
            __typename: 'Post',
            id: postId,
            isLiked: false,
            likeCount: 4,
            hasOutletLike: true,
          },
        },
      },
    });
    const article = await card();
    const asPlace = within(article).getByRole('button', { name: 'Like as Falcon Cafe' });
    expect(asPlace.getAttribute('aria-pressed')).toBe('false');
    await userEvent.setup().click(asPlace);
    expect(asPlace.getAttribute('aria-pressed')).toBe('true');
    expect(await within(article).findByRole('button', { name: '4 likes' })).toBeTruthy();
    expect(within(article).getByRole('button', { name: 'Like' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('offers no like as the place to those who may not act as it', async () => {
    postPage(signedIn(), post({ hasOutletLike: true }));
    const article = await card();
    expect(within(article).queryByRole('button', { name: /Like as/ })).toBeNull();
    expect(within(article).getByText('Liked by Falcon Cafe')).toBeTruthy();
  });

  it('opens the likers modal from the count, and says when no one liked', async () => {
    const { router } = postPage(visitor, post({ likeCount: 0 }), {
      request: { query: PostLikesDocument, variables: { postId, offset: 0, limit: 20 } },
      result: likesResult([]),
    });
    const article = await card();
    await userEvent.setup().click(within(article).getByRole('button', { name: '0 likes' }));
    expect(router.state.location.search).toBe(`?modal=user_likes&modal_id=${postId}`);
    const dialog = await screen.findByRole('dialog', { name: 'Likes' });
    expect(await within(dialog).findByText('It seems that no one liked this post')).toBeTruthy();
  });

  it('lists who liked, each linking to their profile', async () => {
    renderRoute(`/posts/${postId}?modal=user_likes&modal_id=${postId}`, [
      visitor,
      cityMock,
      postPageMock(post()),
      {
        request: { query: PostLikesDocument, variables: { postId, offset: 0, limit: 20 } },
        result: likesResult([like('9'.repeat(24), { user: liker(authorId, 'Alan Turing', 0) })]),
      },
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Likes' });
    expect(
      (await within(dialog).findByRole('link', { name: 'Alan Turing' })).getAttribute('href'),
    ).toBe(`/users/${authorId}`);
  });

  it.each([
    [404, 'NOT_FOUND', 'RecordNotFound'],
    [400, 'BAD_USER_INPUT', 'FieldInvalid'],
  ])('shows Page is not found for a post answered with %i', async (httpStatus, code, status) => {
    renderRoute(`/posts/${postId}`, [
      visitor,
      cityMock,
      {
        request: { query: PostPageDocument, variables: { id: postId } },
        result: {
          errors: [new GraphQLError('not found', { extensions: { code, httpStatus, status } })],
        },
      },
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page is not found' }),
    ).toBeTruthy();
    expect(screen.getByText('It seems that this page no longer exists')).toBeTruthy();
  });
});
