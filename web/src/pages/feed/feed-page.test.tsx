import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { london } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';
import { authorId, cityMock, placeId, post, postId } from '../../test/post-fixtures';
import { city, signedIn, visitor } from '../../test/account-fixtures';
import { OutletPostsPlaceDocument, PostListDocument, UserProfileDocument } from '../../gql/graphql';

function listMock(filter: object, items: ReturnType<typeof post>[], hasMore = false, offset = 0) {
  return {
    request: { query: PostListDocument, variables: { filter, offset, limit: 10 } },
    result: { data: { posts: { __typename: 'PostPage', hasMore, items } } },
  };
}

const numbered = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => {
    const n = from + i;
    return post({ id: n.toString(16).padStart(24, '0'), text: `Post number ${n}` });
  });

describe('feeds', () => {
  it("shows the city's posts under the title Feed, and stores the city", async () => {
    renderRoute(`/${london.latinName}/feed`, [
      visitor,
      cityMock,
      listMock({ cityId: london.id }, [post()]),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Feed' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Posts' });
    expect(within(list).getByText('Lovely staff and the pasta was spot on.')).toBeTruthy();
    expect(document.title).toBe('Feed · Tavola');
    expect(window.localStorage.getItem('tavola-current-city')).toBe(london.latinName);
    // A visitor has no Following tab.
    expect(screen.queryByRole('link', { name: 'Following' })).toBeNull();
  });

  it('says when the city has no posts', async () => {
    renderRoute(`/${london.latinName}/feed`, [
      visitor,
      cityMock,
      listMock({ cityId: london.id }, []),
    ]);
    expect(await screen.findByText('There are no posts in this city yet')).toBeTruthy();
  });

  it('loads the next page with Show more (the end of infinite scroll) and stops at the end', async () => {
    renderRoute(`/${london.latinName}/feed`, [
      visitor,
      cityMock,
      listMock({ cityId: london.id }, numbered(1, 10), true),
      listMock({ cityId: london.id }, numbered(11, 2), false, 10),
    ]);
    const list = await screen.findByRole('list', { name: 'Posts' });
    expect(within(list).getAllByRole('article')).toHaveLength(10);
    screen.getByRole('button', { name: 'Show more' }).click();
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(12));
    expect(screen.getByText('Post number 12')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('the following feed says what it will hold when empty, with Feed and Following tabs', async () => {
    renderRoute('/feed/following', [signedIn(), cityMock, listMock({ isFollowing: true }, [])]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Following' })).toBeTruthy();
    expect(await screen.findByText('There will be posts of those who you follow')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Feed' }).getAttribute('href')).toBe(
      `/${london.latinName}/feed`,
    );
  });

  it("a place's news and reviews: title, tabs and the empty states", async () => {
    const placeMock = {
      request: { query: OutletPostsPlaceDocument, variables: { id: 'falcon-cafe' } },
      result: {
        data: {
          place: {
            __typename: 'Place',
            id: placeId,
            latinName: 'falcon-cafe',
            name: 'Falcon Cafe',
            city: {
              __typename: 'City',
              id: london.id,
              name: london.name,
              latinName: london.latinName,
            },
          },
        },
      },
      maxUsageCount: 2,
    };
    const { router } = renderRoute('/falcon-cafe/news', [
      visitor,
      cityMock,
      placeMock,
      listMock({ placeId, type: 'NEWS' }, []),
      listMock({ placeId, type: 'REVIEW' }, [post({ id: postId })]),
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'News of Falcon Cafe' }),
    ).toBeTruthy();
    expect(await screen.findByText('There is no news here yet')).toBeTruthy();
    await router.navigate('/falcon-cafe/reviews');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reviews of Falcon Cafe' }),
    ).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Grace Hopper' })).toBeTruthy();
  });

  it("lists a person's posts on their profile", async () => {
    renderRoute(`/users/${authorId}`, [
      visitor,
      cityMock,
      {
        request: { query: UserProfileDocument, variables: { id: authorId } },
        result: {
          data: {
            user: {
              __typename: 'User',
              id: authorId,
              displayName: 'Grace Hopper',
              firstName: 'Grace',
              secondName: 'Hopper',
              avatar: null,
              city,
              about: null,
              link: null,
              postCount: 1,
              followerCount: 0,
              followingCount: 0,
              isDeleted: false,
              isFollowed: false,
            },
          },
        },
      },
      listMock({ userId: authorId }, [post()]),
    ]);
    const list = await screen.findByRole('list', { name: 'Posts' });
    expect(within(list).getByRole('article', { name: 'Grace Hopper' })).toBeTruthy();
    expect(screen.queryByText('There are no posts yet')).toBeNull();
  });

  it('sends a signed-in person from / to the city feed', async () => {
    const { router } = renderRoute('/', [
      signedIn(),
      cityMock,
      listMock({ cityId: london.id }, [post()]),
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${london.latinName}/feed`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Feed' })).toBeTruthy();
  });
});
