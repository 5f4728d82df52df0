// The city feed in the bench: a London page of 20 posts with authors, whole places,
// images and last comments through the gateway, the REST call it costs the api, and the number of
// upstream calls one feed operation makes at 10 and at 50 posts (the same, by design: places,
// chains and cities come from batched loaders). The query is the web app's own feed query.
import { startGateway } from '@tavola/gateway/testing';
import { startCountingProxy } from '../support/counting-proxy.js';
import { loadQueryDocument } from './places-document.js';

export const feedPageSize = 20;

export interface FeedRequest {
  operationName: string;
  query: string;
  /** The variables for a page of `limit` posts of `cityId` (an id or latinName). */
  variables(cityId: string, limit: number): Record<string, unknown>;
}

const KNOWN_VARIABLES = new Set(['filter', 'cityId', 'offset', 'limit']);

/** The web's feed query: the one that pages posts by city with variables the bench fills. */
export async function loadFeedRequest(root: string): Promise<FeedRequest> {
  const web = await loadQueryDocument(
    root,
    'posts',
    (names) =>
      names.every((name) => KNOWN_VARIABLES.has(name)) &&
      (names.includes('filter') || names.includes('cityId')),
  );
  const variablesOf =
    (names: readonly string[]) =>
    (cityId: string, limit: number): Record<string, unknown> => {
      const variables: Record<string, unknown> = {};
      for (const name of names) {
        if (name === 'filter') variables.filter = { cityId };
        else if (name === 'cityId') variables.cityId = cityId;
        else if (name === 'offset') variables.offset = 0;
        else if (name === 'limit') variables.limit = limit;
      }
      return variables;
    };
  if (!web) throw new Error('no feed query on posts in web/src/gql; run npm run codegen');
  return {
    operationName: web.operationName,
    query: web.query,
    variables: variablesOf(web.variableNames),
  };
}

/** The body of one feed request (also what autocannon sends). */
export function feedBody(request: FeedRequest, cityId: string, limit: number): string {
  return JSON.stringify({
    operationName: request.operationName || undefined,
    query: request.query,
    variables: request.variables(cityId, limit),
  });
}

/** Throws unless a feed answer is a page of posts; gives how many. */
export async function verifyFeed(response: Response): Promise<number> {
  const body = (await response.json()) as {
    data?: { posts?: { items: unknown[] } };
    errors?: unknown[];
  };
  if (!response.ok || body.errors || !body.data?.posts) {
    throw new Error(`gateway answered ${response.status}: ${JSON.stringify(body).slice(0, 500)}`);
  }
  return body.data.posts.items.length;
}

export interface FeedUpstreamCalls {
  /** Upstream calls of one feed operation of 10 posts, and the calls themselves. */
  at10: number;
  at50: number;
  calls10: string[];
  calls50: string[];
}

/**
 * Counts what one feed operation costs the api at 10 and at 50 posts: a gateway of its own (in
 * process) behind a counting proxy in front of the product's api, so the measured gateway is
 * left alone.
 */
export async function countFeedUpstreamCalls(
  apiUrl: string,
  request: FeedRequest,
  cityId: string,
): Promise<FeedUpstreamCalls> {
  const proxy = await startCountingProxy(apiUrl);
  const gateway = await startGateway({ apiUrl: proxy.url, logLevel: 'warn' });
  try {
    const once = async (limit: number) => {
      proxy.reset();
      const items = await verifyFeed(
        await fetch(`${gateway.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: feedBody(request, cityId, limit),
        }),
      );
      if (items !== limit) throw new Error(`the feed gave ${items} posts, not ${limit}`);
      return [...proxy.calls];
    };
    const calls10 = await once(10);
    const calls50 = await once(50);
    return { at10: calls10.length, at50: calls50.length, calls10, calls50 };
  } finally {
    await gateway.close();
    await proxy.close();
  }
}
