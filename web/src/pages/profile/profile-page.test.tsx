import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { london } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';
import { account, city, meId, otherId, signedIn, visitor } from '../../test/account-fixtures';
import { notFoundResult } from '../../test/graphql-errors';
import { CurrentCityDocument, UserProfileDocument } from '../../gql/graphql';

const cityMock = {
  request: { query: CurrentCityDocument, variables: { latinName: london.latinName } },
  result: { data: { city: london } },
  maxUsageCount: 5,
};

function profile(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'User' as const,
    id,
    displayName: 'Grace Hopper',
    firstName: 'Grace',
    secondName: 'Hopper',
    avatar: null,
    city,
    about: 'Compilers and coffee.',
    link: 'https://grace.example/',
    postCount: 0,
    followerCount: 1,
    followingCount: 12,
    isDeleted: false,
    isFollowed: false,
    ...overrides,
  };
}

function profileMock(user: ReturnType<typeof profile>) {
  return {
    request: { query: UserProfileDocument, variables: { id: user.id } },
    result: { data: { user } },
  };
}

describe('profile page', () => {
  it('shows the name, city, about, link and counts with their plural labels', async () => {
    renderRoute(`/users/${otherId}`, [visitor, cityMock, profileMock(profile(otherId))]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeTruthy();
    expect(screen.getByText('Compilers and coffee.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'grace.example' }).getAttribute('href')).toBe(
      'https://grace.example/',
    );
    expect(screen.getByText('0 posts')).toBeTruthy();
    expect(screen.getByText('1 follower')).toBeTruthy();
    expect(screen.getByText('12 following')).toBeTruthy();
    expect(screen.getByText('There are no posts yet')).toBeTruthy();
    expect(document.title).toBe('Grace Hopper · Tavola');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/users/${otherId}`,
    );
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Compilers and coffee.',
    );
  });

  it("offers no Edit on someone else's profile, and a back button", async () => {
    renderRoute(`/users/${otherId}`, [signedIn(), cityMock, profileMock(profile(otherId))]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.getByRole('button', { name: /Back/ })).toBeTruthy();
  });

  it('offers Edit on one’s own profile and hides the back button there', async () => {
    const { router } = renderRoute(`/users/${meId}`, [
      signedIn(),
      cityMock,
      profileMock(profile(meId, { displayName: 'Ada Lovelace', postCount: 3, followerCount: 25 })),
    ]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeTruthy();
    expect(screen.getByText('3 posts')).toBeTruthy();
    expect(screen.getByText('25 followers')).toBeTruthy();
    expect(screen.queryByText('There are no posts yet')).toBeNull();
    expect(screen.queryByRole('button', { name: /Back/ })).toBeNull();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Edit' }));
    expect(router.state.location.pathname).toBe(`/users/${meId}/edit`);
  });

  it('lets an admin edit anyone', async () => {
    renderRoute(`/users/${otherId}`, [
      signedIn(account({ isAdmin: true })),
      cityMock,
      profileMock(profile(otherId)),
    ]);
    expect(await screen.findByRole('link', { name: 'Edit' })).toBeTruthy();
  });

  it("names a person without names 'User' plus the id, as the gateway gives it", async () => {
    const nameless = profile(otherId, {
      displayName: `User ${otherId}`,
      firstName: null,
      secondName: null,
    });
    renderRoute(`/users/${otherId}`, [visitor, cityMock, profileMock(nameless)]);
    expect(await screen.findByRole('heading', { level: 1, name: `User ${otherId}` })).toBeTruthy();
  });

  it('says a deleted profile is deleted and shows none of its details', async () => {
    renderRoute(`/users/${otherId}`, [
      visitor,
      cityMock,
      profileMock(profile(otherId, { isDeleted: true })),
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The profile is deleted' }),
    ).toBeTruthy();
    expect(screen.queryByText('Compilers and coffee.')).toBeNull();
  });

  it('shows the not-found page for an unknown id', async () => {
    renderRoute(`/users/${otherId}`, [
      visitor,
      cityMock,
      {
        request: { query: UserProfileDocument, variables: { id: otherId } },
        result: notFoundResult(),
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});

describe('visitor profile', () => {
  it.each([
    ['Log in', 'modal=login'],
    ['Sign up', 'modal=registration'],
  ])('opens the auth modal from %s (%s)', async (button, modal) => {
    const { router } = renderRoute('/users/unregistered', [visitor, cityMock]);
    const main = await screen.findByRole('main');
    await userEvent.setup().click(await within(main).findByRole('button', { name: button }));
    expect(router.state.location.search).toContain(modal);
  });
});

describe('profile edit access', () => {
  it("refuses to edit someone else's profile with the 403 page", async () => {
    renderRoute(`/users/${otherId}/edit`, [signedIn(), cityMock]);
    expect(await screen.findByText('Unfortunately, you have no access to this page')).toBeTruthy();
    expect(screen.queryByLabelText('First name')).toBeNull();
  });

  it('takes a visitor to the login modal, to come back after logging in', async () => {
    const { router } = renderRoute(`/users/${meId}/edit`, [visitor, cityMock]);
    await waitFor(() => expect(router.state.location.search).toContain('modal=login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      `/users/${meId}/edit`,
    );
    expect(screen.queryByLabelText('First name')).toBeNull();
  });
});
