import {
  ApolloClient,
  ApolloLink,
  CombinedGraphQLErrors,
  HttpLink,
  InMemoryCache,
} from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { getMainDefinition } from '@apollo/client/utilities';
import { Observable, type Subscription } from 'rxjs';
import { GRAPHQL_PATH, SERVER_STATE_FRESH_MS } from '../../constants';
import { possibleTypes } from './possible-types';
import { typePolicies } from './type-policies';

export function createCache(): InMemoryCache {
  return new InMemoryCache({ typePolicies, possibleTypes });
}

const unauthorizedListeners = new Set<() => void>();

/**
 * Tells `listener` whenever a request is refused with 401 (the session is gone: revoked, expired,
 * or the account deleted). The session module listens to log out here too (SPEC: a 401 on any
 * call logs out). Returns the unsubscribe function.
 */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export const unauthorizedLink = new ErrorLink(({ error }) => {
  if (!CombinedGraphQLErrors.is(error)) return;
  if (error.errors.some((item) => item.extensions?.httpStatus === 401)) {
    for (const listener of unauthorizedListeners) listener();
  }
});

const reconnectListeners = new Set<() => void>();

/**
 * Tells `listener` each time the subscription socket connects again after losing its connection.
 * graphql-ws does not replay what was pushed meanwhile, so listeners refetch what subscriptions
 * keep fresh. Returns the unsubscribe function.
 */
export function onSocketReconnected(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

const gaveUpListeners = new Set<() => void>();

/**
 * Tells `listener` when waiting for the subscription socket gives up (the back-off's last wait
 * passed and the connection still failed): the app then shows the connection error.
 */
export function onSocketGaveUp(listener: () => void): () => void {
  gaveUpListeners.add(listener);
  return () => gaveUpListeners.delete(listener);
}

/**
 * Queries and mutations go over HTTP, subscriptions over graphql-ws; both to the gateway on the
 * page's own origin, so the session cookie travels with them. The socket is lazy: its code loads
 * and it opens on the first subscription only. `serverState` is the cache of a page the gateway
 * rendered (see main.tsx).
 */
export function createApolloClient(serverState?: unknown): ApolloClient {
  const http = new HttpLink({ uri: GRAPHQL_PATH, credentials: 'include' });
  // graphql-ws and its link load with the first subscription (only the signed in subscribe).
  let socket: Promise<ApolloLink> | undefined;
  const ws = new ApolloLink(
    (operation, forward) =>
      new Observable((subscriber) => {
        let inner: Subscription | undefined;
        let closed = false;
        socket ??= import('./socket-link').then((module) =>
          module.createSocketLink({
            onReconnected: () => {
              for (const listener of reconnectListeners) listener();
            },
            onGaveUp: () => {
              for (const listener of gaveUpListeners) listener();
            },
          }),
        );
        socket.then(
          (link) => {
            if (!closed) inner = link.request(operation, forward).subscribe(subscriber);
          },
          (error: unknown) => subscriber.error(error),
        );
        return () => {
          closed = true;
          inner?.unsubscribe();
        };
      }),
  );
  const link = ApolloLink.split(
    ({ query }) => {
      const definition = getMainDefinition(query);
      return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
    },
    ws,
    http,
  );
  const cache = createCache();
  // The state is the gateway's extract of the same cache shape.
  if (serverState) cache.restore(serverState as ReturnType<InMemoryCache['extract']>);
  return new ApolloClient({
    link: ApolloLink.from([unauthorizedLink, link]),
    cache,
    ...(serverState ? { ssrForceFetchDelay: SERVER_STATE_FRESH_MS } : {}),
  });
}
