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
  const ws = new GraphQLWsLink(createClient({ url: webSocketUrl(), lazy: true }));
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
