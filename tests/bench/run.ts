// `npm run bench`: the built product on free ports with a fresh data directory holding the demo
// data plus 100,000 generated places (api/src/generate-places-command.ts; the PGlite database is
// cached between runs under $TMPDIR/tavola-bench-cache, keyed by the migrations and seed code),
// then each scenario measured through the gateway (GraphQL, the web's own queries) and from the
// api directly (REST), with the same duration and connections: a plain London page, a filtered
// page (three filters and nearby) and a name search. With DATABASE_URL set the product runs on
// that PostgreSQL server instead (the places are generated there once). Prints a table and
// writes bench-results.json at the repo root. Figures are for reading, never for asserting.
//
// Each scenario is measured at every connection count of --connections: at 1 (a request alone,
// which the latency target is about) and at 10 (queueing under load) by default.
//
// Then the fan-out of live events (fanout.ts): --sockets graphql-ws sockets subscribed to
// countersChanged on the one gateway, one event for each per round; then on fewer sockets, and on a
// bare ws server with the same clients (the machine's floor).
//
// Then the fair rows (fair.ts): each operation of the web (places list, filtered + nearby, search,
// the city feed and a profile's posts) through the gateway beside a REST client making exactly the
// api calls the gateway made for it (counted through a proxy, in the same rounds), the two
// alternating in --fair-slices slices of one run, at every connection count; p50, p99, the
// p50 the gateway adds and its share of the REST throughput are printed and written.
//
// Then the waitlist's offer (waitlist-offer.ts): from a cancellation's commit to the first waiting
// guest's offer on their socket, p50 and p99 over --waitlist-rounds cancellations.
//
// Options: --duration <s> (10), --connections <n,n> (1,10), --warmup <s> (3), --places <n> (100000),
// --sockets <n> (10000; 0 skips the fan-out), --fanout-rounds <n> (20), --fair-slices <n> (10),
// --waitlist-rounds <n> (100), --rows <today,fair,waitlist> (all three: the single-call rows of
// autocannon, the fair rows, the waitlist's offer), --data-from <dir> (a data directory that
// already holds the generated places, e.g. made by api/src/generate-places-command.ts: copied for
// the run instead of building one), --cpu-prof-dir <dir> (the product's processes write V8 CPU
// profiles there, by cpu-profile-preload.mjs; the gateway's self time per function is printed at
// the end, see profile-summary.ts).
import { spawn, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import { measureFanout, type FanoutFigures } from './fanout.js';
import { loadPlacesDocument, loadSearchDocument } from './places-document.js';
import {
  countFeedUpstreamCalls,
  feedBody,
  feedPageSize,
  loadFeedRequest,
  verifyFeed,
  type FeedUpstreamCalls,
} from './feed-scenario.js';
import { productPorts, startProduct } from './product.js';
import { measureWaitlistOffer, type WaitlistOfferFigures } from './waitlist-offer.js';
import { measurePageCalls, type PageCallFigures } from './page-calls-scenario.js';
import { speedTargets } from './speed-targets.js';
import { summarise } from './profile-summary.js';
import {
  learnCalls,
  measureFair,
  type FairComparison,
  type FairOperation,
  type FairRow,
} from './fair.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const city = 'london-england-united-kingdom';
// The gateway asks the api for limit + 1 to learn hasMore, so a GraphQL page of 20 costs the api
// exactly the request measured directly below (limit 21).
const pageSize = 20;

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '1,10' },
    warmup: { type: 'string', default: '3' },
    places: { type: 'string', default: '100000' },
    sockets: { type: 'string', default: '10000' },
    'fanout-rounds': { type: 'string', default: '20' },
    'fair-slices': { type: 'string', default: '10' },
    'waitlist-rounds': { type: 'string', default: '100' },
    rows: { type: 'string', default: 'today,fair,waitlist' },
    'data-from': { type: 'string' },
    'cpu-prof-dir': { type: 'string' },
  },
});
const duration = Number(values.duration);
const connectionCounts = values.connections.split(',').map(Number);
if (connectionCounts.some((count) => !Number.isInteger(count) || count < 1)) {
  throw new Error(`--connections takes whole numbers separated by commas: ${values.connections}`);
}
const warmup = Number(values.warmup);
const generatedPlaces = Number(values.places);
const fanoutSockets = Number(values.sockets);
const fanoutRounds = Number(values['fanout-rounds']);
const fairSlices = Number(values['fair-slices']);
const rowKinds = new Set(values.rows.split(','));
const waitlistRounds = Number(values['waitlist-rounds']);
const databaseUrl = process.env.DATABASE_URL || undefined;
/** The target: p50 through the gateway, for a request alone. */
const targetP50Ms = 30;
// London's centre: the position of the filtered page's 'nearby'.
const centre = { lat: 51.5074, lon: -0.1278 };
const searchText = 'saffron kitchen';

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
    }).trim();
  } catch {
    return null;
  }
}

interface Scenario {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Throws unless one response is what the scenario should return. */
  verify(response: Response): Promise<number>;
}

/** Changes whenever what the generated database holds could change. */
function databaseCacheKey(): string {
  const hash = createHash('sha256').update(String(generatedPlaces));
  const files = [
    ...readdirSync(path.join(root, 'api/migrations')).map((name) => `api/migrations/${name}`),
    ...readdirSync(path.join(root, 'api/src/seed'))
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => `api/src/seed/${name}`),
    'api/src/generate-places-command.ts',
    'node_modules/@electric-sql/pglite/package.json',
  ].sort();
  for (const file of files) hash.update(file).update(readFileSync(path.join(root, file)));
  return hash.digest('hex').slice(0, 16);
}

/** Fills the data directory (or DATABASE_URL) with the demo data and the generated places. */
function generateDatabase(dataDir: string): Promise<void> {
  const dump = path.join(os.tmpdir(), 'tavola-bench-cache', `places-${databaseCacheKey()}.tar.gz`);
  const started = Date.now();
  console.log(
    `bench: ${generatedPlaces} generated places on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}` +
      (databaseUrl ? '' : ` (cache ${dump})`),
  );
  const child = spawn(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    [
      'api/src/generate-places-command.ts',
      String(generatedPlaces),
      ...(databaseUrl ? [] : ['--dump', dump]),
    ],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`generate-places exited with ${code}`));
      console.log(`bench: database ready in ${Math.round((Date.now() - started) / 1000)} s`);
      resolve();
    });
  });
}

const document = await loadPlacesDocument(root);
const searchDocument = await loadSearchDocument(root);
const variables: Record<string, unknown> = {};
for (const name of document.variableNames) {
  if (name === 'city') variables.city = city;
  else if (name === 'limit') variables.limit = pageSize;
  else if (name === 'offset') variables.offset = 0;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tavola-bench-'));
const { port, apiPort } = await productPorts();
const profileDir = values['cpu-prof-dir'] ? path.resolve(values['cpu-prof-dir']) : undefined;

if (values['data-from']) {
  cpSync(values['data-from'], dataDir, { recursive: true });
  console.log(`bench: data copied from ${values['data-from']}`);
} else {
  await generateDatabase(dataDir);
}
console.log(
  `bench: starting the built product (gateway :${port}, api :${apiPort}, data ${dataDir})`,
);
const product = startProduct({
  dataDir,
  port,
  apiPort,
  readyTimeoutMs: 180_000,
  pollMs: 250,
  gatewayStatusBelow: 600,
  // The fan-out opens all its sockets from this one address, far past the product's default.
  // The waitlist's rounds send two codes each (a booking's and a join's) from this one address.
  env: {
    WS_SOCKETS_PER_ADDRESS: String(fanoutSockets + 100),
    CODE_SENDS_PER_ADDRESS_PER_HOUR: String(10 * (waitlistRounds + 10)),
    CODE_SENDS_PER_HOUR: String(10 * (waitlistRounds + 10)),
    // Node takes no --cpu-prof in NODE_OPTIONS; a preloaded inspector session does the same.
    ...(profileDir
      ? {
          NODE_OPTIONS: `--import ${pathToFileURL(path.join(root, 'tests/bench/cpu-profile-preload.mjs')).href}`,
          CPU_PROFILE_DIR: profileDir,
        }
      : {}),
  },
});
const { gatewayUrl, apiUrl } = product;

function graphqlScenario(
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
function restScenario(name: string, path: string, field = 'places'): Scenario {
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

const scenarios: Scenario[] = [
  graphqlScenario(
    'gateway: GraphQL places',
    { operationName: document.operationName, query: document.query, variables },
    'places',
  ),
  restScenario('api: REST places', `/places?city=${city}&offset=0&limit=${pageSize + 1}`),
];

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

if (document.variableNames.includes('filter')) {
  scenarios.push(
    graphqlScenario(
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
    'api: REST filtered + nearby',
    `/places?${filteredQuery}&offset=0&limit=${pageSize + 1}`,
  ),
);
const searchVariables: Record<string, unknown> = {};
for (const name of searchDocument?.variableNames ?? []) {
  if (name === 'query') searchVariables.query = searchText;
  else if (name === 'limit') searchVariables.limit = pageSize;
  else if (name === 'offset') searchVariables.offset = 0;
}
if (searchDocument) {
  scenarios.push(
    graphqlScenario(
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
    'api: REST name search',
    `/places?query=${encodeURIComponent(searchText)}&offset=0&limit=${pageSize + 1}`,
  ),
);

// The city feed: London, 20 posts with authors, places, images and last comments, through
// the gateway and as the REST call it costs the api (limit + 1).
const feedRequest = await loadFeedRequest(root);
function feedScenarios(): Scenario[] {
  return [
    {
      name: 'gateway: GraphQL city feed',
      url: `${gatewayUrl}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: feedBody(feedRequest, city, feedPageSize),
      verify: verifyFeed,
    },
    restScenario(
      'api: REST city feed',
      `/posts?cityId=${city}&offset=0&limit=${feedPageSize + 1}`,
      'posts',
    ),
  ];
}
scenarios.push(...feedScenarios());

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
const fairOperations: FairOperation[] = [
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

/** The demo person with the most posts in the city's feed: the profile the fair rows read. */
async function busiestAuthor(): Promise<string> {
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

interface Figures {
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

/** The gateway's process id: the child of the product's supervisor that runs the gateway. */
function gatewayPid(): number | null {
  try {
    const pids = execFileSync(
      'pgrep',
      ['-P', String(product.process.pid), '-f', 'gateway/dist/server.js'],
      {
        encoding: 'utf8',
      },
    );
    const pid = Number(pids.trim().split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

const results: Figures[] = [];
let feedCalls: FeedUpstreamCalls | undefined;
let pageCalls: PageCallFigures | undefined;
let fanout: FanoutFigures | undefined;
let fair: { rows: FairRow[]; comparisons: FairComparison[] } | undefined;
let waitlistOffer: WaitlistOfferFigures | undefined;
let profiledGateway: number | null = null;
try {
  await product.ready();
  feedCalls = await countFeedUpstreamCalls(apiUrl, feedRequest, city);
  console.log(
    `bench: city feed upstream calls per operation: ${feedCalls.at10} at 10 posts, ` +
      `${feedCalls.at50} at 50 posts`,
  );
  pageCalls = await measurePageCalls(root, apiUrl, city);
  console.log(
    `bench: upstream calls: place page ${pageCalls.placePage.few} / ${pageCalls.placePage.many}, ` +
      `profile ${pageCalls.profile.few} / ${pageCalls.profile.many} (few / many)`,
  );

  for (const scenario of rowKinds.has('today') ? scenarios : []) {
    const items = await scenario.verify(
      await fetch(scenario.url, {
        method: scenario.method,
        headers: scenario.headers,
        body: scenario.body,
      }),
    );
    for (const connections of connectionCounts) {
      console.log(
        `bench: ${scenario.name}: warming up ${warmup} s with ${connections} connection(s) ` +
          `(${items} items per response)`,
      );
      await load(scenario, warmup, connections);
      console.log(`bench: ${scenario.name}: measuring ${duration} s`);
      const result = await load(scenario, duration, connections);
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
  if (rowKinds.has('fair')) {
    if (feedRequest.variables(city, 1).filter !== undefined) {
      fairOperations.push({
        name: `profile's posts, ${feedPageSize}`,
        body: operationBody(feedRequest, {
          filter: { userId: await busiestAuthor() },
          offset: 0,
          limit: feedPageSize,
        }),
        verify: itemsUnder('posts'),
      });
    }
    const learned = await learnCalls(apiUrl, fairOperations);
    fair = await measureFair({
      gatewayUrl,
      apiUrl,
      operations: fairOperations,
      learned,
      connectionCounts,
      seconds: duration,
      warmupSeconds: warmup,
      slices: fairSlices,
      log: (line) => console.log(`bench: ${line}`),
    });
  }
  if (rowKinds.has('waitlist')) {
    console.log(`bench: waitlist offer: ${waitlistRounds} cancellations, one waiter in line`);
    waitlistOffer = await measureWaitlistOffer({
      gatewayUrl,
      apiUrl,
      rounds: waitlistRounds,
      log: (line) => console.log(`bench: ${line}`),
    });
    console.log(
      `bench: waitlist offer, cancellation to the offer on the socket: ` +
        `p50 ${waitlistOffer.fromCancelSentMs.p50} ms, p99 ${waitlistOffer.fromCancelSentMs.p99} ms ` +
        `from the cancel sent; p50 ${waitlistOffer.fromCancelAnsweredMs.p50} ms, ` +
        `p99 ${waitlistOffer.fromCancelAnsweredMs.p99} ms from its answer ` +
        `(the cancel itself p50 ${waitlistOffer.cancelMs.p50} ms); ${waitlistOffer.missed} missed`,
    );
  }
  if (fanoutSockets > 0) {
    console.log(`bench: fan-out: opening ${fanoutSockets} sockets subscribed to countersChanged`);
    fanout = await measureFanout({
      gatewayUrl,
      apiUrl,
      gatewayPid: gatewayPid(),
      sockets: fanoutSockets,
      rounds: fanoutRounds,
    });
    console.log(
      `bench: fan-out: ${fanout.socketsHeld} sockets held (opened in ${fanout.openSeconds} s); ` +
        `delivery p50 ${fanout.deliveryMs.p50} ms, p99 ${fanout.deliveryMs.p99} ms, ` +
        `last delivery p50 ${fanout.lastDeliveryMs.p50} ms, p99 ${fanout.lastDeliveryMs.p99} ms; ` +
        `${fanout.bytesPerIdleSocket ?? '?'} bytes per idle socket; ` +
        `${fanout.missedDeliveries} missed`,
    );
    for (const step of fanout.bySockets.slice(1))
      console.log(
        `bench: fan-out at ${step.sockets} sockets: delivery p50 ${step.deliveryMs.p50} ms, ` +
          `p99 ${step.deliveryMs.p99} ms`,
      );
    if (fanout.floor)
      console.log(
        `bench: fan-out floor (${fanout.floor.what}), ${fanout.floor.sockets} sockets: ` +
          `delivery p50 ${fanout.floor.deliveryMs.p50} ms, p99 ${fanout.floor.deliveryMs.p99} ms`,
      );
  }
} finally {
  // Asked before it stops: the profile file is named by the process id.
  if (profileDir) profiledGateway = gatewayPid();
  await product.stop();
}

if (profileDir && profiledGateway !== null) {
  const file = readdirSync(profileDir).find((name) => name.includes(`.${profiledGateway}.`));
  if (file) {
    const summary = summarise(JSON.parse(readFileSync(path.join(profileDir, file), 'utf8')));
    console.log(
      `bench: the gateway's profile ${path.join(profileDir, file)}: ${summary.busyMs} ms busy`,
    );
    for (const row of summary.functions.slice(0, 25)) {
      console.log(
        `  ${row.ms.toFixed(1).padStart(9)} ms ${row.share.toFixed(1).padStart(5)}%  ${row.name}`,
      );
    }
  }
}

console.log('');
console.table(
  Object.fromEntries(
    results.map((figures) => [
      `${figures.name} (${figures.connections})`,
      {
        'req/s': Math.round(figures.requestsPerSecond),
        'p50 ms': figures.latencyMs.p50,
        'p99 ms': figures.latencyMs.p99,
        requests: figures.requests,
        'non-2xx': figures.non2xx,
        errors: figures.errors + figures.timeouts,
      },
    ]),
  ),
);

if (fair) {
  console.log('');
  console.log('bench: fair rows (gateway beside the REST calls it makes, alternating):');
  console.table(
    Object.fromEntries(
      fair.comparisons.map((row) => [
        `${row.operation} (${row.connections})`,
        {
          'api calls': `${row.apiCalls} in ${row.rounds.length}`,
          'gw p50': row.gateway.p50,
          'REST p50': row.rest.p50,
          'added p50': row.addedP50Ms,
          'gw p99': row.gateway.p99,
          'REST p99': row.rest.p99,
          'gw req/s': Math.round(row.gateway.requestsPerSecond),
          'REST req/s': Math.round(row.rest.requestsPerSecond),
          ratio: row.ratio,
        },
      ]),
    ),
  );
}

const cpus = os.cpus();
const report = {
  timestamp: new Date().toISOString(),
  commit: gitCommit(),
  settings: {
    durationSeconds: duration,
    connections: connectionCounts,
    warmupSeconds: warmup,
    city,
    pageSize,
  },
  target: {
    text: `p50 under ${targetP50Ms} ms through the gateway, one request at a time`,
    scenarios: results
      .filter((figures) => figures.name.startsWith('gateway:') && figures.connections === 1)
      .map((figures) => ({
        name: figures.name,
        p50: figures.latencyMs.p50,
        met: figures.latencyMs.p50 < targetP50Ms,
      })),
  },
  database: {
    kind: databaseUrl ? 'postgresql' : 'pglite',
    generatedPlaces,
    note: 'the demo data plus generated places (api/src/generate-places-command.ts)',
  },
  query: { operationName: document.operationName, variables },
  filteredQuery: { rest: filteredQuery, variables: filteredVariables },
  searchQuery: { operationName: searchDocument?.operationName ?? null, text: searchText },
  feed: {
    operationName: feedRequest.operationName,
    pageSize: feedPageSize,
    upstreamCallsPerOperation: feedCalls
      ? { at10Posts: feedCalls.at10, at50Posts: feedCalls.at50 }
      : null,
    upstreamCalls: feedCalls
      ? { at10Posts: feedCalls.calls10, at50Posts: feedCalls.calls50 }
      : null,
  },
  fanout: fanout ?? null,
  waitlistOffer: waitlistOffer ?? null,
  speed: {
    targets: speedTargets(pageCalls, feedCalls, results, fair?.comparisons ?? []),
    pageCalls: pageCalls ?? null,
  },
  fair: fair
    ? {
        note:
          'each operation through the gateway beside a REST client making the api calls the ' +
          'gateway made for it (counted through a proxy, parallel where they were), alternating ' +
          `in ${fairSlices} slices of one run; ratio = gateway req/s over REST req/s`,
        comparisons: fair.comparisons,
        rows: fair.rows,
      }
    : null,
  machine: {
    platform: `${os.platform()} ${os.release()}`,
    arch: os.arch(),
    cpuModel: cpus[0]?.model ?? 'unknown',
    cpus: cpus.length,
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    // Other work on the machine skews the figures; this says how busy it was at the end.
    loadAverage: os.loadavg().map((load) => Math.round(load * 100) / 100),
    note: 'load generator, gateway and api share this machine',
  },
  results,
};
for (const figures of report.target.scenarios) {
  console.log(
    `bench: target (${report.target.text}): ${figures.name} p50 ${figures.p50} ms, ` +
      (figures.met ? 'met' : 'not met'),
  );
}
for (const target of report.speed.targets) {
  console.log(
    `bench: target ${target.name} (${target.target}): ${JSON.stringify(target.figure)}, ` +
      (target.met ? 'met' : 'not met'),
  );
}
writeFileSync(path.join(root, 'bench-results.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log(`bench: wrote bench-results.json (web query ${document.operationName})`);

if (feedCalls && feedCalls.at50 > feedCalls.at10) {
  console.error('bench: the city feed costs more upstream calls at 50 posts than at 10.');
  process.exitCode = 1;
}
if (waitlistOffer && waitlistOffer.missed > 0) {
  console.error('bench: some offers never reached the waiting guest’s socket.');
  process.exitCode = 1;
}
if (fanout && fanout.missedDeliveries > 0) {
  console.error('bench: some live events never reached their sockets.');
  process.exitCode = 1;
}
if (
  results.some((figures) => figures.non2xx > 0 || figures.errors > 0 || figures.timeouts > 0) ||
  fair?.rows.some((row) => row.errors > 0)
) {
  console.error('bench: some requests failed; the figures above are not comparable.');
  process.exitCode = 1;
}
