import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { RouterProvider } from 'react-router';
import type { createAppRouter } from './router';

/**
 * The app around its Apollo client and router, both made before its first render (made apart,
 * they are a task of their own before a rendered page is taken over).
 */
export function App({
  client,
  router,
}: {
  client: ApolloClient;
  router: ReturnType<typeof createAppRouter>;
}) {
  return (
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>
  );
}
