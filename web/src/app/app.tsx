import { ApolloProvider } from '@apollo/client/react';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createApolloClient } from '../lib/apollo/client';
import { createAppRouter } from './router';

/** `serverState`: the Apollo cache a page rendered on the server was made from. */
export function App({ serverState }: { serverState?: unknown }) {
  const [client] = useState(() => createApolloClient(serverState));
  const [router] = useState(createAppRouter);
  return (
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>
  );
}
