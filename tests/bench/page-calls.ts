// How many calls to the api one page's queries cost through the gateway: the web app's own
// documents (web/src/gql, with __typename as Apollo Client adds it) sent to a gateway whose api
// sits behind a counting proxy. Used by the bench (a gateway of its own in front of the product's
// api) and by the integration tests (the stack's proxy).
import { Kind, print, type OperationDefinitionNode } from 'graphql';
import { loadWebDocuments } from '../support/web-documents.js';
import { addTypenameToDocument } from '@apollo/client/utilities';

export interface PageRequest {
  operationName: string;
  variables: Record<string, unknown>;
}

export interface PageCalls {
  /** Upstream calls of all the page's first queries together. */
  count: number;
  /** The calls themselves (path and query string), in order. */
  calls: string[];
  /** Each query's data, in the order of the requests. */
  data: unknown[];
}

/** The page's first queries, by operation name, as the web app sends them. */
export type PageDocuments = Map<string, string>;

/** The web app's query documents by operation name (loaded by path: tests/ never type-checks web/). */
export async function loadPageDocuments(root: string): Promise<PageDocuments> {
  const documents: PageDocuments = new Map();
  for (const [, value] of await loadWebDocuments(root)) {
    const operation = value.definitions.find(
      (definition): definition is OperationDefinitionNode =>
        definition.kind === Kind.OPERATION_DEFINITION,
    );
    if (operation?.name) documents.set(operation.name.value, print(addTypenameToDocument(value)));
  }
  return documents;
}

export interface CallCounter {
  readonly calls: readonly string[];
  reset(): void;
}

/**
 * Sends the page's queries (each must succeed) at once, as the page does on its first render,
 * and gives what they cost the api.
 */
export async function countPageCalls(
  gatewayUrl: string,
  counter: CallCounter,
  documents: PageDocuments,
  requests: readonly PageRequest[],
  token?: string,
): Promise<PageCalls> {
  counter.reset();
  const data = await Promise.all(
    requests.map(async ({ operationName, variables }) => {
      const query = documents.get(operationName);
      if (!query) throw new Error(`the web app has no query ${operationName}`);
      const response = await fetch(`${gatewayUrl}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ operationName, query, variables }),
      });
      const body = (await response.json()) as { data?: unknown; errors?: unknown[] };
      if (!response.ok || body.errors || !body.data) {
        throw new Error(
          `${operationName}: ${response.status} ${JSON.stringify(body).slice(0, 500)}`,
        );
      }
      return body.data;
    }),
  );
  return { count: counter.calls.length, calls: [...counter.calls], data };
}

/** What a place page's server render asks: the page (its followers preview and recommended places), its latest reviews. */
export const placePageRequests = (placeId: string): PageRequest[] => [
  { operationName: 'PlacePage', variables: { id: placeId, recommendedLimit: 5 } },
  // The latest reviews' cards are in the server's HTML too; the news' come in the browser.
  { operationName: 'PlaceLatestPosts', variables: { placeId, type: 'REVIEW', limit: 3 } },
];

/** A person's profile: the person, then the first page of their posts. */
export const profileRequests = (userId: string, pageSize: number): PageRequest[] => [
  { operationName: 'UserProfile', variables: { id: userId } },
  {
    operationName: 'PostList',
    variables: { filter: { userId }, offset: 0, limit: pageSize },
  },
];
