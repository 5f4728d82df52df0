import type {
  ApolloCache,
  DocumentNode,
  OperationVariables,
  TypedDocumentNode,
} from '@apollo/client';
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { onSocketReconnected } from './client';

/**
 * After the live socket reconnects, fetches again the active `queries` (what is on screen): nothing
 * pushed while it was away is replayed.
 */
export function useRefetchOnReconnect(queries: readonly DocumentNode[]): void {
  const client = useApolloClient();
  const latest = useRef(queries);
  useEffect(() => {
    latest.current = queries;
  });
  useEffect(
    () =>
      onSocketReconnected(() => {
        void client.refetchQueries({ include: [...latest.current] });
      }),
    [client],
  );
}

/**
 * Subscribes while mounted and writes each pushed entry (what `pick` finds in a result) into the
 * cache with `write`; a result without one is passed over.
 */
export function useCacheSubscription<Data, Variables extends OperationVariables, Entry>(
  subscription: TypedDocumentNode<Data, Variables>,
  pick: (data: Data) => Entry | null | undefined,
  write: (cache: ApolloCache, entry: Entry) => void,
  variables?: Variables,
): void {
  // Whether `variables` may be left out depends on the subscription; a generic caller cannot show
  // TypeScript which, so the options are asserted (callers pass what their subscription needs).
  useSubscription<Data, Variables>(subscription, {
    ...(variables ? { variables } : {}),
    onData({ client: { cache }, data }) {
      const entry = data.data ? pick(data.data) : undefined;
      if (entry) write(cache, entry);
    },
  } as useSubscription.Options<Data, Variables>);
}
