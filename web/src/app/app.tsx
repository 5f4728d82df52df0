import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { RouterProvider } from 'react-router';
import { useMarkAppStarted } from '../lib/infra/hydration';
import type { createAppRouter } from './router';

/** The app around its Apollo client and router, both made before its first render. */
export function App({
  client,
  router,
}: {
  client: ApolloClient;
  router: ReturnType<typeof createAppRouter>;
}) {
  useMarkAppStarted();
  return (
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>
  );
}
