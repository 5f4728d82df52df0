import type { ApolloCache, TypedDocumentNode } from '@apollo/client';

/** The page size the lists under test load (and write in their tests). */
const PAGE = 20;

/** A list's first page as the cache holds it, or null when the list was never loaded. */
export function readFirstPage<Data, Variables extends { offset: number; limit: number }>(
  cache: ApolloCache,
  query: TypedDocumentNode<Data, Variables>,
  filter: Omit<Variables, 'offset' | 'limit'>,
): Data | null {
  return cache.readQuery({ query, variables: { ...filter, offset: 0, limit: PAGE } as Variables });
}
