// The operations of the fair rows (fair.ts): the web's places list, its filtered page, its search,
// the city feed and a profile's posts, as the web sends them.
import { feedBody, feedPageSize, type FeedRequest } from './feed-scenario.js';
import type { FairOperation } from './fair.js';
import type { PlacesDocument } from './places-document.js';
import { city, pageSize } from './run-settings.js';
import type { ScenarioVariables } from './single-call-rows.js';

/** A GraphQL answer's item count under `data[field].items`; throws on anything else. */
const itemsUnder =
  (field: string) =>
  (answer: unknown): number => {
    const page = (answer as { data?: Record<string, { items?: unknown[] } | null> }).data?.[field];
    if (!page?.items?.length) throw new Error(`no ${field} in ${JSON.stringify(answer)}`);
    return page.items.length;
  };
const operationBody = (
  request: { operationName: string; query: string },
  variables: Record<string, unknown>,
) =>
  JSON.stringify({
    operationName: request.operationName || undefined,
    query: request.query,
    variables,
  });

/** The fair rows' operations; the profile's needs a person, so it is added once the api runs. */
export function fairOperationsOf(
  document: PlacesDocument,
  searchDocument: PlacesDocument | null,
  feedRequest: FeedRequest,
  { variables, filteredVariables, searchVariables }: ScenarioVariables,
): FairOperation[] {
  return [
    {
      name: `places list, London, ${pageSize}`,
      body: operationBody(document, variables),
      verify: itemsUnder('places'),
    },
    ...(document.variableNames.includes('filter')
      ? [
          {
            name: 'filtered + nearby',
            body: operationBody(document, filteredVariables),
            verify: itemsUnder('places'),
          },
        ]
      : []),
    ...(searchDocument
      ? [
          {
            name: 'search',
            body: operationBody(searchDocument, searchVariables),
            verify: itemsUnder('search'),
          },
        ]
      : []),
    {
      name: `city feed, ${feedPageSize} posts`,
      body: feedBody(feedRequest, city, feedPageSize),
      verify: itemsUnder('posts'),
    },
  ];
}

/** The demo person with the most posts in the city's feed: the profile the fair rows read. */
async function busiestAuthor(apiUrl: string): Promise<string> {
  const answer = (await (
    await fetch(`${apiUrl}/api/v1/posts?cityId=${city}&limit=100`)
  ).json()) as { data: { posts: { user: { id: string } | null; byOutlet: boolean }[] } };
  const counts = new Map<string, number>();
  for (const post of answer.data.posts) {
    if (post.user && !post.byOutlet) counts.set(post.user.id, (counts.get(post.user.id) ?? 0) + 1);
  }
  const [busiest] = [...counts].sort((a, b) => b[1] - a[1]);
  if (!busiest) throw new Error(`no person posted in ${city}`);
  return busiest[0];
}

/** The profile's posts of the busiest author, when the web's posts query takes a filter. */
export async function profileOperation(
  apiUrl: string,
  feedRequest: FeedRequest,
): Promise<FairOperation | undefined> {
  if (feedRequest.variables(city, 1).filter === undefined) return undefined;
  return {
    name: `profile's posts, ${feedPageSize}`,
    body: operationBody(feedRequest, {
      filter: { userId: await busiestAuthor(apiUrl) },
      offset: 0,
      limit: feedPageSize,
    }),
    verify: itemsUnder('posts'),
  };
}
