import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { meId, otherId, signedIn } from '../../test/account-fixtures';
import { london } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';
import { CurrentCityDocument, FollowUserDocument, SearchDocument } from '../../gql/graphql';

const cityMock = {
  request: { query: CurrentCityDocument, variables: { latinName: london.latinName } },
  result: { data: { city: london } },
  maxUsageCount: 3,
};

const foundPlace = {
  __typename: 'Place' as const,
  id: 'a'.repeat(24),
  latinName: 'pizza-east',
  name: 'Pizza East',
  category: { __typename: 'Category' as const, id: 'c'.repeat(24), name: 'Restaurants' },
  city: { __typename: 'City' as const, id: london.id, name: 'London' },
  avatar: null,
};

const foundUser = (id: string, name: string) => ({
  __typename: 'User' as const,
  id,
  displayName: name,
  avatar: null,
  city: null,
  isFollowed: false,
  followerCount: 0,
});

function searchMock(offset: number, items: unknown[], hasMore: boolean) {
  return {
    request: {
      query: SearchDocument,
      variables: { query: 'pizza', offset, limit: 5, city: london.latinName },
    },
    result: {
      data: {
        search: { __typename: 'SearchPage' as const, hasMore, nextOffset: offset + 5, items },
      },
    },
  };
}

describe('search page', () => {
  // Browsing London: the search asks for London's places first.
  beforeEach(() => window.localStorage.setItem('tavola-current-city', london.latinName));

  it('lists places and profiles together, each linking to its page, and shows more', async () => {
    renderRoute('/search?query=%20pizza%20', [
      cityMock,
      searchMock(0, [foundUser('1'.repeat(24), 'Ann Pizzo'), foundPlace], true),
      searchMock(5, [foundUser('2'.repeat(24), 'Bob Pizza')], false),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “pizza”' }));
    const place = await screen.findByRole('link', { name: /Pizza East/ });
    expect(place.getAttribute('href')).toBe('/pizza-east');
    expect(screen.getByRole('link', { name: /Ann Pizzo/ }).getAttribute('href')).toBe(
      `/users/${'1'.repeat(24)}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: /Bob Pizza/ })).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Search' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('offers Follow beside each other person’s row, not on one’s own nor on places', async () => {
    const followMock = {
      request: { query: FollowUserDocument, variables: { id: otherId } },
      result: {
        data: {
          followUser: {
            __typename: 'FollowChange' as const,
            isFollowed: true,
            user: { __typename: 'User' as const, id: otherId, isFollowed: true, followerCount: 1 },
            place: null,
            follower: { __typename: 'User' as const, id: meId, followingCount: 1 },
          },
        },
      },
    };
    renderRoute('/search?query=pizza', [
      signedIn(),
      cityMock,
      searchMock(
        0,
        [foundUser(otherId, 'Bob Pizza'), foundUser(meId, 'Ada Pizza'), foundPlace],
        false,
      ),
      followMock,
    ]);
    const list = await screen.findByRole('list', { name: 'Search' });
    const bob = await within(list).findByRole('link', { name: /Bob Pizza/ });
    const [bobRow, adaRow, placeRow] = within(list).getAllByRole('listitem');
    const follow = await within(bobRow!).findByRole('button', { name: 'Follow' });
    // Beside the link: a button inside a link is invalid HTML.
    expect(bob.contains(follow)).toBe(false);
    expect(within(adaRow!).queryByRole('button')).toBeNull();
    expect(within(placeRow!).queryByRole('button')).toBeNull();

    await userEvent.click(follow);

    expect(await within(bobRow!).findByRole('button', { name: 'Following' })).toBeTruthy();
    expect(await screen.findByText('You follow the user Bob Pizza')).toBeTruthy();
  });

  it('says nothing was found', async () => {
    renderRoute('/search?query=pizza', [cityMock, searchMock(0, [], false)]);
    expect(await screen.findByRole('heading', { name: 'Nothing found' })).toBeTruthy();
    expect(screen.getByText('Try to set other search conditions')).toBeTruthy();
  });

  it('offers Retry when the search fails', async () => {
    renderRoute('/search?query=pizza', [
      cityMock,
      {
        request: {
          query: SearchDocument,
          // The city being browsed goes along: its places rank first.
          variables: { query: 'pizza', offset: 0, limit: 5, city: london.latinName },
        },
        result: {
          errors: [
            new GraphQLError('down', {
              extensions: {
                code: 'INTERNAL_SERVER_ERROR',
                status: 'GeneralInternalError',
                httpStatus: 500,
                message: 'There was an error on the server',
              },
            }),
          ],
        },
      },
    ]);
    expect(await screen.findByText('There was an error on the server')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('asks for a name without a query', async () => {
    renderRoute('/search', [cityMock]);
    expect(await screen.findByRole('heading', { name: 'Find a place or a profile' })).toBeTruthy();
  });
});
