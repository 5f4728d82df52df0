import {
  ApolloClient,
  ApolloLink,
  CombinedGraphQLErrors,
  HttpLink,
  InMemoryCache,
} from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { createClient } from 'graphql-ws';
import { GRAPHQL_PATH } from '../constants';
import { pushRetryAttempts, waitBeforeRetry } from './push-backoff';
import { typePolicies } from './type-policies';

export function createCache(): InMemoryCache {
  return new InMemoryCache({ typePolicies });
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

/** A normal close (the lazy socket with nothing left to carry) is not a failure. */
const NORMAL_CLOSE_CODE = 1000;

/** The gateway closes a socket whose session is gone with this code: retrying cannot help. */
const SESSION_GONE_CLOSE_CODE = 4403;

function isSessionGone(event: unknown): boolean {
  return (
    typeof event === 'object' &&
    event !== null &&
    'code' in event &&
    (event as { code: unknown }).code === SESSION_GONE_CLOSE_CODE
  );
}

function webSocketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${GRAPHQL_PATH}`;
}

/**
 * Queries and mutations go over HTTP, subscriptions over graphql-ws; both to the gateway on the
 * page's own origin, so the session cookie travels with them. The socket is lazy: it opens on the
 * first subscription only.
 */
export function createApolloClient(): ApolloClient {
  const http = new HttpLink({ uri: GRAPHQL_PATH, credentials: 'include' });
  const retryAttempts = pushRetryAttempts();
  // The retry whose wait last passed; -1 while connected. graphql-ws gives up (and fails the
  // subscriptions) when the socket closes again after the last allowed retry.
  let lastRetry = -1;
  const ws = new GraphQLWsLink(
    createClient({
      url: webSocketUrl(),
      lazy: true,
      // SPEC: waiting for push backs off from 100 ms, doubling, and gives up above 10000 ms; the
      // subscriptions then fail with the connection error.
      retryAttempts,
      retryWait: async (retries) => {
        await waitBeforeRetry(retries);
        lastRetry = retries;
      },
      shouldRetry: (event) => !isSessionGone(event),
      on: {
        connected: (_socket, _payload, wasRetry) => {
          lastRetry = -1;
          if (wasRetry) for (const listener of reconnectListeners) listener();
        },
        closed: (event) => {
          const code = (event as { code?: unknown } | null)?.code;
          if (code === NORMAL_CLOSE_CODE || lastRetry < retryAttempts - 1) return;
          lastRetry = -1;
          for (const listener of gaveUpListeners) listener();
        },
      },
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
  return new ApolloClient({
    link: ApolloLink.from([unauthorizedLink, link]),
    cache: createCache(),
  });
}
