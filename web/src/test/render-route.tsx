import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '../app/router';
import { createCache } from '../lib/infra/apollo/client';

/**
 * Renders the real route tree at `path` with the app's own cache (type policies included); the
 * network is a MockedProvider answering the given GraphQL responses.
 */
export function renderRoute(path: string, mocks: MockLink.MockedResponse[] = []) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <MockedProvider mocks={mocks} cache={createCache()} mockLinkDefaultOptions={{ delay: 0 }}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return { ...view, router };
}

/** A link of the main navigation, by its name (its counter's words included). */
export function sideNavLink(name: RegExp) {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  return within(nav).getByRole('link', { name });
}
