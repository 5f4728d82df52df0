// Renders one feature component inside the app's root layout (session, snackbar, modals) with the
// app's own cache; the network is a MockedProvider answering the given GraphQL responses.
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RootLayout } from '../app/root-layout';
import { createCache } from '../lib/infra/apollo/client';

export function renderInApp(ui: ReactNode, mocks: MockLink.MockedResponse[] = [], path = '/test') {
  const router = createMemoryRouter(
    [{ element: <RootLayout />, children: [{ path: '*', element: ui }] }],
    {
      initialEntries: [path],
    },
  );
  const cache = createCache();
  const view = render(
    <MockedProvider mocks={mocks} cache={cache} mockLinkDefaultOptions={{ delay: 0 }}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return { ...view, router, cache };
}
