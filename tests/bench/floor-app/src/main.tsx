// The smallest app on the web's framework: React and react-dom (hydrating a server's HTML when
// there is one), React Router's data router with one lazily loaded page, and Apollo Client with
// a cache and an HTTP link. The bench builds it as the web is built and reports its first-route
// bytes as the floor under the web's own.
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router';

const client = new ApolloClient({
  link: new HttpLink({ uri: '/graphql' }),
  cache: new InMemoryCache(),
});

const router = createBrowserRouter([
  {
    element: <Outlet />,
    children: [{ path: '*', lazy: async () => ({ Component: (await import('./page.js')).Page }) }],
  },
]);

const app = (
  <StrictMode>
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>
  </StrictMode>
);
const root = document.getElementById('root')!;
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
