import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { RouterProvider } from 'react-router';
import { RenderedAtContext } from '../lib/hooks/use-now';
import { useMarkAppStarted } from '../lib/infra/hydration';
import type { createAppRouter } from './router';

/**
 * The app around its Apollo client and router, both made before its first render; `renderedAt`
 * is when the server rendered the HTML it hydrates, if it does.
 */
export function App({
  client,
  router,
  renderedAt,
}: {
  client: ApolloClient;
  router: ReturnType<typeof createAppRouter>;
  renderedAt?: number;
}) {
  useMarkAppStarted();
  return (
    <RenderedAtContext value={renderedAt}>
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </RenderedAtContext>
  );
}
