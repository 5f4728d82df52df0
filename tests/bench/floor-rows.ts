// The floor rows of the bench: for each fair operation that costs the api one call, three sides in
// one sitting, alternating slice by slice (the order turning each slice): the gateway, the empty
// app on the same stack (gateway-floor.ts) making that one call, and the call made directly. The
// floor's added p50 is what express, Apollo Server and the extra hop cost on this machine; the
// gateway's beyond it is ours.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';
import {
  drive,
  GRAPHQL_HEADERS,
  readWhole,
  REST_HEADERS,
  rowOf,
  type FairOptions,
  type FairRow,
  type Request,
  type Tally,
} from './fair.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FLOOR_QUERY = 'query FloorRead($path: String!) { read(path: $path) }';

export interface FloorComparison {
  operation: string;
  /** The one api call each side makes. */
  path: string;
  connections: number;
  gateway: { p50: number; p99: number; requestsPerSecond: number };
  floor: { p50: number; p99: number; requestsPerSecond: number };
  rest: { p50: number; p99: number; requestsPerSecond: number };
  /** p50 over REST's, in ms: the stack's own (floor) and the gateway's. */
  floorAddedP50Ms: number;
  gatewayAddedP50Ms: number;
  /** The gateway's added p50 beyond the floor's: what is ours. */
  oursP50Ms: number;
  /** req/s over REST's. */
  floorRatio: number;
  gatewayRatio: number;
}

interface RunningFloor {
  url: string;
  stop(): Promise<void>;
}

/** Starts gateway-floor.ts as its own process in front of `apiUrl`. */
export function startFloor(apiUrl: string): Promise<RunningFloor> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'tests/bench/gateway-floor.ts')],
    {
      cwd: root,
      env: { ...process.env, API_URL: apiUrl, PORT: '0', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    let output = '';
    child.once('exit', (code) => reject(new Error(`the floor app exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /floor listening on (\d+)/.exec(output)?.[1];
      if (port) resolve({ url: `http://127.0.0.1:${port}`, stop });
    });
  });
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const figuresOf = (row: FairRow) => ({
  p50: row.latencyMs.p50,
  p99: row.latencyMs.p99,
  requestsPerSecond: row.requestsPerSecond,
});

/** The same settings as the fair rows': the floor is measured beside them, alike. */
export type FloorOptions = FairOptions;

/** The three sides of every one-call operation, at every connection count. */
export async function measureFloor(
  options: FloorOptions,
): Promise<{ rows: FairRow[]; comparisons: FloorComparison[] }> {
  const single = options.operations.flatMap((operation) => {
    const calls = options.learned.get(operation.name);
    const path = calls?.count === 1 ? calls.rounds[0]?.[0] : undefined;
    return path ? [{ operation, path }] : [];
  });
  const rows: FairRow[] = [];
  const comparisons: FloorComparison[] = [];
  const floor = await startFloor(options.apiUrl);
  try {
    for (const connections of options.connectionCounts) {
      const pools = {
        gateway: new Pool(options.gatewayUrl, { connections, pipelining: 1 }),
        floor: new Pool(floor.url, { connections, pipelining: 1 }),
        rest: new Pool(options.apiUrl, { connections, pipelining: 1 }),
      };
      try {
        for (const { operation, path } of single) {
          const graphql =
            (pool: Pool, body: string, what: string): Request =>
            () =>
              readWhole(
                pool,
                { method: 'POST', path: '/graphql', headers: GRAPHQL_HEADERS, body },
                what,
              );
          const floorBody = JSON.stringify({
            operationName: 'FloorRead',
            query: FLOOR_QUERY,
            variables: { path },
          });
          const sides: [FairRow['side'], Request][] = [
            ['gateway', graphql(pools.gateway, operation.body, 'gateway')],
            ['floor', graphql(pools.floor, floorBody, 'floor')],
            [
              'REST',
              () => readWhole(pools.rest, { method: 'GET', path, headers: REST_HEADERS }, 'api'),
            ],
          ];
          options.log(
            `floor: ${operation.name}, ${connections} connection(s): gateway, floor and REST ` +
              `(${path}); warming up, then ${options.slices} slices, the order turning`,
          );
          const discard: Tally = { latencies: [], seconds: 0, errors: 0 };
          for (const [, request] of sides) {
            await drive(request, connections, options.warmupSeconds, discard);
          }
          const tallies = sides.map((): Tally => ({ latencies: [], seconds: 0, errors: 0 }));
          const slice = options.seconds / options.slices;
          for (let index = 0; index < options.slices; index += 1) {
            for (let step = 0; step < sides.length; step += 1) {
              const at = (index + step) % sides.length;
              const [, request] = sides[at]!;
              await drive(request, connections, slice, tallies[at]!);
            }
          }
          const [gatewayRow, floorRow, restRow] = sides.map(([side], at) =>
            rowOf(operation.name, side, connections, tallies[at]!),
          ) as [FairRow, FairRow, FairRow];
          rows.push(gatewayRow, floorRow, restRow);
          const restRate = restRow.requestsPerSecond;
          comparisons.push({
            operation: operation.name,
            path,
            connections,
            gateway: figuresOf(gatewayRow),
            floor: figuresOf(floorRow),
            rest: figuresOf(restRow),
            floorAddedP50Ms: round2(floorRow.latencyMs.p50 - restRow.latencyMs.p50),
            gatewayAddedP50Ms: round2(gatewayRow.latencyMs.p50 - restRow.latencyMs.p50),
            oursP50Ms: round2(gatewayRow.latencyMs.p50 - floorRow.latencyMs.p50),
            floorRatio: restRate > 0 ? round2(floorRow.requestsPerSecond / restRate) : Number.NaN,
            gatewayRatio:
              restRate > 0 ? round2(gatewayRow.requestsPerSecond / restRate) : Number.NaN,
          });
        }
      } finally {
        await Promise.all(Object.values(pools).map((pool) => pool.close()));
      }
    }
  } finally {
    await floor.stop();
  }
  return { rows, comparisons };
}
