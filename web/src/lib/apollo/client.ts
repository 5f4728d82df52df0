import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { createClient } from 'graphql-ws';
import { GRAPHQL_PATH } from '../constants';
import { typePolicies } from './type-policies';

export function createCache(): InMemoryCache {
  return new InMemoryCache({ typePolicies });
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
  const ws = new GraphQLWsLink(createClient({ url: webSocketUrl(), lazy: true }));
  const link = ApolloLink.split(
    ({ query }) => {
      const definition = getMainDefinition(query);
      return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
    },
    ws,
    http,
  );
  return new ApolloClient({ link, cache: createCache() });
}
