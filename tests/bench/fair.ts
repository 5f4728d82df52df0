// The fair comparison of the bench: each GraphQL operation the web sends beside a REST client that
// makes exactly the api calls the gateway makes for it. Those calls are learned, not written down:
// the operation is sent to a gateway of its own (in process) behind a counting proxy in front of
// the product's api, and the calls it made are grouped into rounds (calls that overlapped ran in
// parallel; a call that began after another had ended waited for it). The REST row then replays
// those rounds, each round's calls at once. Both rows are measured by the same client (undici
// pools, answers read whole), alternating in short slices within one run, so a busy machine
// slows both alike.
import { startGateway } from '@tavola/gateway/testing';
import { Pool } from 'undici';
import { startCountingProxy, type TimedCall } from '../support/counting-proxy.js';

/** One GraphQL operation as the web sends it. */
export interface FairOperation {
  name: string;
  body: string;
  /** Throws unless a gateway answer is what the operation should return; gives its item count. */
  verify(answer: unknown): number;
}

export interface LearnedCalls {
  /** The api calls of one operation, in rounds: each round's calls ran at once. */
  rounds: string[][];
  count: number;
}

export interface FairRow {
  operation: string;
  side: 'gateway' | 'REST' | 'floor';
  connections: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number; average: number };
  requests: number;
  errors: number;
}

export interface FairComparison {
  operation: string;
  apiCalls: number;
  /** The calls by round, as the REST row makes them. */
  rounds: string[][];
  connections: number;
  gateway: { p50: number; p99: number; requestsPerSecond: number };
  rest: { p50: number; p99: number; requestsPerSecond: number };
  /** Gateway p50 minus REST p50, in ms. */
  addedP50Ms: number;
  addedP99Ms: number;
  /** Gateway requests per second over REST's. */
  ratio: number;
}

export const GRAPHQL_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };
// What the gateway's upstream client sends with an anonymous read.
export const REST_HEADERS = { accept: 'application/json' };

/** Groups calls into rounds: a call that began after an earlier call of the round ended waited. */
export function roundsOf(calls: readonly TimedCall[]): string[][] {
  const sorted = [...calls].sort((a, b) => a.startedMs - b.startedMs);
  const rounds: TimedCall[][] = [];
  for (const call of sorted) {
    const current = rounds.at(-1);
    const firstEnd = current ? Math.min(...current.map((earlier) => earlier.endedMs)) : 0;
    if (current && call.startedMs < firstEnd) current.push(call);
    else rounds.push([call]);
  }
  return rounds.map((round) => round.map((call) => call.path));
}

async function postGraphql(gatewayUrl: string, body: string): Promise<unknown> {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: GRAPHQL_HEADERS,
    body,
  });
  const answer = (await response.json()) as { errors?: unknown[] };
  if (!response.ok || answer.errors) {
    throw new Error(`gateway answered ${response.status}: ${JSON.stringify(answer).slice(0, 500)}`);
  }
  return answer;
}

/**
 * The api calls each operation costs, counted on a gateway of its own. Each operation is sent
 * once before it is counted, so the public reads the gateway shares between requests (catalogues,
 * cities) are warm, as they are in steady use.
 */
export async function learnCalls(
  apiUrl: string,
  operations: readonly FairOperation[],
): Promise<Map<string, LearnedCalls>> {
  const proxy = await startCountingProxy(apiUrl);
  const gateway = await startGateway({ apiUrl: proxy.url, logLevel: 'warn' });
  try {
    const learned = new Map<string, LearnedCalls>();
    for (const operation of operations) {
      operation.verify(await postGraphql(gateway.url, operation.body));
      proxy.reset();
      operation.verify(await postGraphql(gateway.url, operation.body));
      const rounds = roundsOf(proxy.timedCalls);
      learned.set(operation.name, { rounds, count: proxy.timedCalls.length });
    }
    return learned;
  } finally {
    await gateway.close();
    await proxy.close();
  }
}

/** One request of a row, resolving when its whole answer (or answers) has been read. */
export type Request = () => Promise<void>;

export async function readWhole(
  pool: Pool,
  options: Parameters<Pool['request']>[0],
  what: string,
): Promise<void> {
  const response = await pool.request(options);
  const text = await response.body.text();
  if (response.statusCode !== 200) {
    throw new Error(`${what} answered ${response.statusCode}: ${text.slice(0, 300)}`);
  }
  JSON.parse(text);
}

function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return Math.round((sorted[index] ?? Number.NaN) * 100) / 100;
}

export interface Tally {
  latencies: number[];
  seconds: number;
  errors: number;
}

/** `connections` loops, each sending `request` after the last answer, for `seconds`. */
export async function drive(request: Request, connections: number, seconds: number, tally: Tally) {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const sent = performance.now();
        try {
          await request();
          tally.latencies.push(performance.now() - sent);
        } catch {
          tally.errors += 1;
        }
      }
    }),
  );
  tally.seconds += (performance.now() - started) / 1000;
}

export function rowOf(operation: string, side: FairRow['side'], connections: number, tally: Tally) {
  const sorted = [...tally.latencies].sort((a, b) => a - b);
  const total = sorted.reduce((sum, value) => sum + value, 0);
  return {
    operation,
    side,
    connections,
    requestsPerSecond: Math.round((sorted.length / tally.seconds) * 10) / 10,
    latencyMs: {
      p50: percentile(sorted, 0.5),
      p90: percentile(sorted, 0.9),
      p99: percentile(sorted, 0.99),
      max: percentile(sorted, 1),
      average: Math.round((total / Math.max(1, sorted.length)) * 100) / 100,
    },
    requests: sorted.length,
    errors: tally.errors,
  } satisfies FairRow;
}

export interface FairOptions {
  gatewayUrl: string;
  apiUrl: string;
  operations: readonly FairOperation[];
  learned: Map<string, LearnedCalls>;
  connectionCounts: readonly number[];
  /** Seconds each side is measured for, split into `slices` alternating slices. */
  seconds: number;
  warmupSeconds: number;
  slices: number;
  log(line: string): void;
}

/** Every operation at every connection count, gateway and REST alternating slice by slice. */
export async function measureFair(
  options: FairOptions,
): Promise<{ rows: FairRow[]; comparisons: FairComparison[] }> {
  const rows: FairRow[] = [];
  const comparisons: FairComparison[] = [];
  const widest = Math.max(
    1,
    ...[...options.learned.values()].flatMap((calls) => calls.rounds.map((r) => r.length)),
  );
  for (const connections of options.connectionCounts) {
    const gatewayPool = new Pool(options.gatewayUrl, { connections, pipelining: 1 });
    const apiPool = new Pool(options.apiUrl, { connections: connections * widest, pipelining: 1 });
    try {
      for (const operation of options.operations) {
        const calls = options.learned.get(operation.name);
        if (!calls) throw new Error(`no calls learned for ${operation.name}`);
        const viaGateway: Request = () =>
          readWhole(
            gatewayPool,
            { method: 'POST', path: '/graphql', headers: GRAPHQL_HEADERS, body: operation.body },
            'gateway',
          );
        const viaRest: Request = async () => {
          for (const round of calls.rounds) {
            await Promise.all(
              round.map((path) =>
                readWhole(apiPool, { method: 'GET', path, headers: REST_HEADERS }, 'api'),
              ),
            );
          }
        };
        options.log(
          `fair: ${operation.name}, ${connections} connection(s): ${calls.count} api call(s) in ` +
            `${calls.rounds.length} round(s); warming up, then ${options.slices} alternating slices`,
        );
        const discard: Tally = { latencies: [], seconds: 0, errors: 0 };
        await drive(viaGateway, connections, options.warmupSeconds, discard);
        await drive(viaRest, connections, options.warmupSeconds, discard);
        const gateway: Tally = { latencies: [], seconds: 0, errors: 0 };
        const rest: Tally = { latencies: [], seconds: 0, errors: 0 };
        const slice = options.seconds / options.slices;
        for (let index = 0; index < options.slices; index += 1) {
          // Which side goes first alternates too, so neither always follows the other's load.
          const order: [Request, Tally][] = [
            [viaGateway, gateway],
            [viaRest, rest],
          ];
          if (index % 2 === 1) order.reverse();
          for (const [request, tally] of order) await drive(request, connections, slice, tally);
        }
        const gatewayRow = rowOf(operation.name, 'gateway', connections, gateway);
        const restRow = rowOf(operation.name, 'REST', connections, rest);
        rows.push(gatewayRow, restRow);
        comparisons.push({
          operation: operation.name,
          apiCalls: calls.count,
          rounds: calls.rounds,
          connections,
          gateway: {
            p50: gatewayRow.latencyMs.p50,
            p99: gatewayRow.latencyMs.p99,
            requestsPerSecond: gatewayRow.requestsPerSecond,
          },
          rest: {
            p50: restRow.latencyMs.p50,
            p99: restRow.latencyMs.p99,
            requestsPerSecond: restRow.requestsPerSecond,
          },
          addedP50Ms: Math.round((gatewayRow.latencyMs.p50 - restRow.latencyMs.p50) * 100) / 100,
          addedP99Ms: Math.round((gatewayRow.latencyMs.p99 - restRow.latencyMs.p99) * 100) / 100,
          ratio:
            restRow.requestsPerSecond > 0
              ? Math.round((gatewayRow.requestsPerSecond / restRow.requestsPerSecond) * 100) / 100
              : Number.NaN,
        });
      }
    } finally {
      await gatewayPool.close();
      await apiPool.close();
    }
  }
  return { rows, comparisons };
}
