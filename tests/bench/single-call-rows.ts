// Today's rows of the bench: each scenario (a plain London page, a filtered page with three
// filters and nearby, a name search, the city feed) through the gateway (GraphQL, the web's own
// queries) and as the single REST call it costs the api, loaded by autocannon with the same
// duration and connections.
import autocannon, { type Result } from 'autocannon';
import { feedBody, feedPageSize, verifyFeed, type FeedRequest } from './feed-scenario.js';
import type { PlacesDocument } from './places-document.js';
import { centre, city, pageSize, searchText } from './run-settings.js';

export interface Scenario {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Throws unless one response is what the scenario should return. */
  verify(response: Response): Promise<number>;
}

export interface Figures {
  name: string;
  connections: number;
  url: string;
  itemsPerResponse: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number; average: number };
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** The variables of the web's queries for each scenario, shared with the fair rows and the report. */
export interface ScenarioVariables {
  variables: Record<string, unknown>;
  filteredQuery: string;
  filteredVariables: Record<string, unknown>;
  searchVariables: Record<string, unknown>;
}

export function scenarioVariables(
  document: PlacesDocument,
  searchDocument: PlacesDocument | null,
): ScenarioVariables {
  const variables: Record<string, unknown> = {};
  for (const name of document.variableNames) {
    if (name === 'city') variables.city = city;
    else if (name === 'limit') variables.limit = pageSize;
    else if (name === 'offset') variables.offset = 0;
  }
  /** Three filters and nearby: the filter sheet's usual combination. */
  const filteredQuery =
    `city=${city}&cuisines=italian,european&features=wifi&average_check=2,3` +
    `&nearby=true&lat=${centre.lat}&lon=${centre.lon}`;
  const filteredVariables: Record<string, unknown> = {
    ...variables,
    filter: {
      cuisines: ['italian', 'european'],
      features: ['WIFI'],
      averageChecks: ['FROM_500_TO_1000', 'FROM_1000_TO_2000'],
      nearby: true,
    },
    lat: centre.lat,
    lon: centre.lon,
  };
  const searchVariables: Record<string, unknown> = {};
  for (const name of searchDocument?.variableNames ?? []) {
    if (name === 'query') searchVariables.query = searchText;
    else if (name === 'limit') searchVariables.limit = pageSize;
    else if (name === 'offset') searchVariables.offset = 0;
  }
  return { variables, filteredQuery, filteredVariables, searchVariables };
}

function graphqlScenario(
  gatewayUrl: string,
  name: string,
  body: { operationName: string; query: string; variables: Record<string, unknown> },
  field: string,
): Scenario {
  return {
    name,
    url: `${gatewayUrl}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, operationName: body.operationName || undefined }),
    async verify(response) {
      const answer = (await response.json()) as {
        data?: Record<string, { items: unknown[] } | undefined>;
        errors?: unknown[];
      };
      const page = answer.data?.[field];
      if (!response.ok || answer.errors || !page) {
        throw new Error(
          `gateway answered ${response.status}: ${JSON.stringify(answer).slice(0, 500)}`,
        );
      }
      return page.items.length;
    },
  };
}

/** A REST read of `path` (after /api/v1) whose answer lists its items under `data[field]`. */
function restScenario(apiUrl: string, name: string, path: string, field = 'places'): Scenario {
  return {
    name,
    url: `${apiUrl}/api/v1${path}`,
    method: 'GET',
    async verify(response) {
      const body = (await response.json()) as { data?: Record<string, unknown[] | undefined> };
      const items = body.data?.[field];
      if (!response.ok || !items) {
        throw new Error(`api answered ${response.status}: ${JSON.stringify(body).slice(0, 500)}`);
      }
      return items.length;
    },
  };
}

export function buildScenarios(options: {
  gatewayUrl: string;
  apiUrl: string;
  document: PlacesDocument;
  searchDocument: PlacesDocument | null;
  feedRequest: FeedRequest;
  variables: ScenarioVariables;
}): Scenario[] {
  const { gatewayUrl, apiUrl, document, searchDocument, feedRequest } = options;
  const { variables, filteredQuery, filteredVariables, searchVariables } = options.variables;
  const scenarios: Scenario[] = [
    graphqlScenario(
      gatewayUrl,
      'gateway: GraphQL places',
      { operationName: document.operationName, query: document.query, variables },
      'places',
    ),
    restScenario(apiUrl, 'api: REST places', `/places?city=${city}&offset=0&limit=${pageSize + 1}`),
  ];
  if (document.variableNames.includes('filter')) {
    scenarios.push(
      graphqlScenario(
        gatewayUrl,
        'gateway: GraphQL filtered + nearby',
        {
          operationName: document.operationName,
          query: document.query,
          variables: filteredVariables,
        },
        'places',
      ),
    );
  } else {
    console.log('bench: the web places query takes no filter yet; filtered page on the api only');
  }
  scenarios.push(
    restScenario(
      apiUrl,
      'api: REST filtered + nearby',
      `/places?${filteredQuery}&offset=0&limit=${pageSize + 1}`,
    ),
  );
  if (searchDocument) {
    scenarios.push(
      graphqlScenario(
        gatewayUrl,
        'gateway: GraphQL search',
        {
          operationName: searchDocument.operationName,
          query: searchDocument.query,
          variables: searchVariables,
        },
        'search',
      ),
    );
  }
  scenarios.push(
    restScenario(
      apiUrl,
      'api: REST name search',
      `/places?query=${encodeURIComponent(searchText)}&offset=0&limit=${pageSize + 1}`,
    ),
  );
  // The city feed: London, 20 posts with authors, places, images and last comments, through
  // the gateway and as the REST call it costs the api (limit + 1).
  scenarios.push(
    {
      name: 'gateway: GraphQL city feed',
      url: `${gatewayUrl}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: feedBody(feedRequest, city, feedPageSize),
      verify: verifyFeed,
    },
    restScenario(
      apiUrl,
      'api: REST city feed',
      `/posts?cityId=${city}&offset=0&limit=${feedPageSize + 1}`,
      'posts',
    ),
  );
  return scenarios;
}

function load(scenario: Scenario, seconds: number, connections: number): Promise<Result> {
  return autocannon({
    url: scenario.url,
    method: scenario.method,
    headers: scenario.headers,
    body: scenario.body,
    connections,
    duration: seconds,
    timeout: 10,
  });
}

/** Every scenario at every connection count, after a warm-up of its own. */
export async function measureSingleCallRows(
  scenarios: readonly Scenario[],
  options: { connectionCounts: readonly number[]; warmup: number; duration: number },
): Promise<Figures[]> {
  const results: Figures[] = [];
  for (const scenario of scenarios) {
    const items = await scenario.verify(
      await fetch(scenario.url, {
        method: scenario.method,
        headers: scenario.headers,
        body: scenario.body,
      }),
    );
    for (const connections of options.connectionCounts) {
      console.log(
        `bench: ${scenario.name}: warming up ${options.warmup} s with ${connections} connection(s) ` +
          `(${items} items per response)`,
      );
      await load(scenario, options.warmup, connections);
      console.log(`bench: ${scenario.name}: measuring ${options.duration} s`);
      const result = await load(scenario, options.duration, connections);
      results.push({
        name: scenario.name,
        connections,
        url: scenario.url,
        itemsPerResponse: items,
        requestsPerSecond: result.requests.average,
        latencyMs: {
          p50: result.latency.p50,
          p90: result.latency.p90,
          p99: result.latency.p99,
          max: result.latency.max,
          average: result.latency.average,
        },
        requests: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
      });
    }
  }
  return results;
}
