// `npm run bench`: the built product on free ports with a fresh data directory, then the same
// places page measured through the gateway (GraphQL, the web's own query) and from the api
// directly (REST), with the same duration and connections. Prints a table and writes
// bench-results.json at the repo root. Figures are for reading, never for asserting.
//
// Options: --duration <s> (10), --connections <n> (10), --warmup <s> (3).
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import { loadPlacesDocument } from './places-document.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const city = 'london-england-united-kingdom';
// The gateway asks the api for limit + 1 to learn hasMore, so a GraphQL page of 20 costs the api
// exactly the request measured directly below (limit 21).
const pageSize = 20;

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const warmup = Number(values.warmup);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntil(what: string, check: () => Promise<boolean>, product: ChildProcess) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (product.exitCode !== null) throw new Error(`the product exited while waiting for ${what}`);
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

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

const document = await loadPlacesDocument(root);
const variables: Record<string, unknown> = {};
for (const name of document.variableNames) {
  if (name === 'city') variables.city = city;
  else if (name === 'limit') variables.limit = pageSize;
  else if (name === 'offset') variables.offset = 0;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tavola-bench-'));
const [port, apiPort] = [await freePort(), await freePort()];
const gatewayUrl = `http://127.0.0.1:${port}`;
const apiUrl = `http://127.0.0.1:${apiPort}`;

console.log(
  `bench: starting the built product (gateway :${port}, api :${apiPort}, data ${dataDir})`,
);
const product = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    API_PORT: String(apiPort),
    API_URL: apiUrl,
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function stopProduct() {
  if (product.exitCode === null) {
    const exited = new Promise((resolve) => product.once('exit', resolve));
    product.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}

const scenarios: Scenario[] = [
  {
    name: 'gateway: GraphQL places',
    url: `${gatewayUrl}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      operationName: document.operationName || undefined,
      query: document.query,
      variables,
    }),
    async verify(response) {
      const body = (await response.json()) as {
        data?: { places?: { items: unknown[] } };
        errors?: unknown[];
      };
      if (!response.ok || body.errors || !body.data?.places) {
        throw new Error(
          `gateway answered ${response.status}: ${JSON.stringify(body).slice(0, 500)}`,
        );
      }
      return body.data.places.items.length;
    },
  },
  {
    name: 'api: REST places',
    url: `${apiUrl}/api/v1/places?city=${city}&offset=0&limit=${pageSize + 1}`,
    method: 'GET',
    async verify(response) {
      const body = (await response.json()) as { data?: { places?: unknown[] } };
      if (!response.ok || !body.data?.places) {
        throw new Error(`api answered ${response.status}: ${JSON.stringify(body).slice(0, 500)}`);
      }
      return body.data.places.length;
    },
  },
];

function load(scenario: Scenario, seconds: number): Promise<Result> {
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
  url: string;
  itemsPerResponse: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number; average: number };
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

const results: Figures[] = [];
try {
  await waitUntil('the api', async () => (await fetch(`${apiUrl}/api/health`)).ok, product);
  await waitUntil('the gateway', async () => (await fetch(`${gatewayUrl}/`)).status < 600, product);

  for (const scenario of scenarios) {
    const items = await scenario.verify(
      await fetch(scenario.url, {
        method: scenario.method,
        headers: scenario.headers,
        body: scenario.body,
      }),
    );
    console.log(`bench: ${scenario.name}: warming up ${warmup} s (${items} items per response)`);
    await load(scenario, warmup);
    console.log(`bench: ${scenario.name}: measuring ${duration} s with ${connections} connections`);
    const result = await load(scenario, duration);
    results.push({
      name: scenario.name,
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
} finally {
  await stopProduct();
}

console.log('');
console.table(
  Object.fromEntries(
    results.map((figures) => [
      figures.name,
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

const cpus = os.cpus();
const report = {
  timestamp: new Date().toISOString(),
  commit: gitCommit(),
  settings: { durationSeconds: duration, connections, warmupSeconds: warmup, city, pageSize },
  query: { operationName: document.operationName, variables },
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
writeFileSync(path.join(root, 'bench-results.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log(`bench: wrote bench-results.json (web query ${document.operationName})`);

if (results.some((figures) => figures.non2xx > 0 || figures.errors > 0 || figures.timeouts > 0)) {
  console.error('bench: some requests failed; the figures above are not comparable.');
  process.exitCode = 1;
}
