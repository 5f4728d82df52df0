// The city feed in the bench (issue 5): a London page of 20 posts with authors, whole places,
// images and last comments through the gateway, the REST call it costs the api, and the number of
// upstream calls one feed operation makes at 10 and at 50 posts (the same, by design: places,
// chains and cities come from batched loaders). The query is the web app's own when it has one on
// `posts` with variables the bench knows how to fill, else the card's selection below.
import { startGateway } from '@tavola/gateway/testing';
import { startCountingProxy } from '../support/counting-proxy.js';
import { loadQueryDocument } from './places-document.js';

export const feedPageSize = 20;

/** The selection a post card shows (B's `PostCard_post` selects about this). */
const CARD_FEED = /* GraphQL */ `
  query BenchCityFeed($filter: PostFilter, $offset: Int, $limit: Int) {
    posts(filter: $filter, offset: $offset, limit: $limit) {
      hasMore
      items {
        id
        type
        text
        rating
        byOutlet
        isLiked
        likeCount
        commentCount
        isEdited
        isDeleted
        isHidden
        hasAccess
        canHide
        timePassed
        user {
          id
          displayName
          isFollowed
          avatar {
            thumbnail {
              url
            }
          }
        }
        place {
          id
          name
          latinName
          isFollowed
          followerCount
          avatar {
            thumbnail {
              url
            }
          }
          city {
            id
            latinName
          }
        }
        organisation {
          id
          name
        }
        city {
          id
          latinName
        }
        imageSets {
          id
          standard {
            url
            width
            height
          }
          thumbnail {
            url
          }
        }
        someLikes {
          id
          displayName
        }
        lastComments {
          id
          text
          likeCount
          isLiked
          user {
            id
            displayName
          }
          place {
            id
            name
          }
          subjectComment {
            id
            user {
              id
              displayName
            }
          }
        }
      }
    }
  }
`;

export interface FeedRequest {
  operationName: string;
  query: string;
  /** The variables for a page of `limit` posts of `cityId` (an id or latinName). */
  variables(cityId: string, limit: number): Record<string, unknown>;
  /** Where the query came from, for the results file. */
  source: 'web' | 'bench';
}

const KNOWN_VARIABLES = new Set(['filter', 'cityId', 'offset', 'limit']);

/** The web's feed query when it pages posts by city with known variables, else the card's. */
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
  if (web) {
    return {
      operationName: web.operationName,
      query: web.query,
      variables: variablesOf(web.variableNames),
      source: 'web',
    };
  }
  return {
    operationName: 'BenchCityFeed',
    query: CARD_FEED,
    variables: variablesOf(['filter', 'offset', 'limit']),
    source: 'bench',
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
