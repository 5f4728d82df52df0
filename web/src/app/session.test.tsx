import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { routes } from './router';
import { createCache, unauthorizedLink } from '../lib/infra/apollo/client';
import { london } from '../test/fixtures';
import { CurrentCityDocument, LogoutDocument, SessionDocument } from '../gql/graphql';

vi.setConfig({ testTimeout: 20_000 });

const account = {
  __typename: 'Account' as const,
  user: {
    __typename: 'User' as const,
    id: 'd'.repeat(24),
    firstName: 'Ada',
    secondName: null,
    fullName: 'Ada',
    displayName: 'Ada',
    avatar: null,
    city: null,
    about: null,
    link: null,
    phone: null,
    email: 'ada@tavola.test',
  },
  isNew: false,
  isStaff: false,
  isAdmin: false,
  isRequester: false,
  isContentManager: false,
  isAuthorPlace: false,
};

const me = (value: typeof account | null) => ({
  request: { query: SessionDocument },
  result: { data: { me: value } },
  maxUsageCount: 10,
});

const city = {
  request: { query: CurrentCityDocument, variables: { latinName: london.latinName } },
  result: { data: { city: london } },
  maxUsageCount: 10,
};

/** The app's routes over a mocked gateway, with the app's own 401 link in front. */
function renderApp(path: string | string[], mocks: MockLink.MockedResponse[]) {
  window.localStorage.setItem('tavola-current-city', london.latinName);
  const router = createMemoryRouter(routes, {
    initialEntries: Array.isArray(path) ? path : [path],
    initialIndex: Array.isArray(path) ? path.length - 1 : 0,
  });
  const link = ApolloLink.from([unauthorizedLink, new MockLink(mocks)]);
  render(
    <MockedProvider link={link} cache={createCache()}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return router;
}

function storedAccount(): unknown {
  return JSON.parse(window.localStorage.getItem('tavola-account') ?? 'null');
}

/** Signed in on `path` (with its account stored), presses Log out; the logout call answers `answer`. */
async function logOutOn(path: string, answer: Omit<MockLink.MockedResponse, 'request'>) {
  const user = userEvent.setup();
  window.localStorage.setItem('tavola-account', JSON.stringify(account));
  const router = renderApp(path, [
    me(account),
    city,
    { request: { query: LogoutDocument }, ...answer },
  ]);
  await user.click(await screen.findByRole('button', { name: 'Log out' }));
  return router;
}

const loggedOut = { result: { data: { logout: true } } };

describe('the session', () => {
  it('is refreshed from me on load: a stale stored account becomes a visitor', async () => {
    window.localStorage.setItem('tavola-account', JSON.stringify(account));
    renderApp('/offer', [me(null), city]);
    await waitFor(() => expect(storedAccount()).toBeNull());
    expect(screen.getAllByRole('button', { name: 'Log in' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe(
      '/users/unregistered',
    );
  });

  it('stores the account me answers, without any token', async () => {
    renderApp('/offer', [me(account), city]);
    await waitFor(() => expect(storedAccount()).toMatchObject({ user: { id: account.user.id } }));
    expect(window.localStorage.getItem('tavola-account')).not.toMatch(/token/i);
    expect(await screen.findByRole('link', { name: 'Profile of Ada' })).toBeTruthy();
    // The bottom bar's Profile goes to the person's own profile, not the visitor's.
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe(
      `/users/${account.user.id}`,
    );
  });

  it('logs out even when the call fails, and says so', async () => {
    await logOutOn('/offer', { error: new Error('network down') });
    expect(await screen.findByText('You logged out of the account')).toBeTruthy();
    expect(storedAccount()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });

  it('a 401 from any call logs out and opens the login modal', async () => {
    window.localStorage.setItem('tavola-account', JSON.stringify(account));
    const unauthorized = new GraphQLError('Authorization is required', {
      extensions: { code: 'UNAUTHENTICATED', status: 'Unauthorized', httpStatus: 401 },
    });
    const router = renderApp('/offer', [
      { ...me(account), maxUsageCount: 1 },
      { request: city.request, result: { errors: [unauthorized] } },
      // The gateway dropped the refused cookie: asked again, `me` is a visitor.
      me(null),
      city,
    ]);
    expect(await screen.findByRole('dialog', {}, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/offer');
    expect(new URLSearchParams(router.state.location.search).get('modal')).toBe('login');
    expect(storedAccount()).toBeNull();
  });
});

describe('the route guard', () => {
  it('sends a visitor who opens /settings directly to / with the login modal and redirect', async () => {
    const router = renderApp('/settings', [me(null), city]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('modal')).toBe('login');
    expect(params.get('redirect')).toBe('/settings');
    expect(await screen.findByRole('dialog', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('opens the login modal over the page a visitor came from', async () => {
    const router = renderApp('/offer', [me(null), city]);
    await screen.findByRole('heading', { level: 1 });
    await router.navigate('/feed/following');
    await waitFor(() => expect(router.state.location.pathname).toBe('/offer'));
    expect(router.state.location.search).toBe('?modal=login&redirect=%2Ffeed%2Ffollowing');
  });

  it('logging out on an open route stays there and toggles the logout flag', async () => {
    const router = await logOutOn('/offer?page=2', loggedOut);
    await waitFor(() => expect(router.state.location.search).toBe('?page=2&flagLogout=true'));
    expect(router.state.location.pathname).toBe('/offer');
  });

  it('a session lost on a login-required route goes to the feed', async () => {
    const router = await logOutOn('/feed/following', loggedOut);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${london.latinName}/feed`));
    expect(router.state.location.search).toBe('');
  });

  it('lets a signed-in person in', async () => {
    window.localStorage.setItem('tavola-account', JSON.stringify(account));
    const router = renderApp('/feed/following', [me(account), city]);
    await waitFor(() => expect(storedAccount()).not.toBeNull());
    expect(router.state.location.pathname).toBe('/feed/following');
  });
});
