// What the bench prints at its end and writes to bench-results.json: the gateway's profile (with
// --cpu-prof-dir), the tables of today's rows and the fair rows, the targets, and the exit code
// when something went wrong.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FairComparison, FairRow } from './fair.js';
import type { FloorComparison } from './floor-rows.js';
import type { FeedRequest, FeedUpstreamCalls } from './feed-scenario.js';
import type { FanoutFigures } from './fanout.js';
import type { PageCallFigures } from './page-calls-scenario.js';
import type { PlacesDocument } from './places-document.js';
import { summarise } from './profile-summary.js';
import {
  city,
  connectionCounts,
  databaseUrl,
  duration,
  fairSlices,
  generatedPlaces,
  gitCommit,
  pageSize,
  root,
  searchText,
  targetP50Ms,
  warmup,
} from './run-settings.js';
import type { Figures, ScenarioVariables } from './single-call-rows.js';
import { speedTargets } from './speed-targets.js';
import type { WaitlistOfferFigures } from './waitlist-offer.js';
import { feedPageSize } from './feed-scenario.js';

/** Everything the run measured; the absent parts were not asked for (or failed before). */
export interface Measured {
  document: PlacesDocument;
  searchDocument: PlacesDocument | null;
  feedRequest: FeedRequest;
  variables: ScenarioVariables;
  results: Figures[];
  feedCalls: FeedUpstreamCalls | undefined;
  pageCalls: PageCallFigures | undefined;
  fanout: FanoutFigures | undefined;
  fair: { rows: FairRow[]; comparisons: FairComparison[] } | undefined;
  floor: { rows: FairRow[]; comparisons: FloorComparison[] } | undefined;
  waitlistOffer: WaitlistOfferFigures | undefined;
}

/** The gateway's self time per function, from the profile its process wrote into `profileDir`. */
export function printProfile(profileDir: string, profiledGateway: number): void {
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

/** One console table after a blank line (and its heading), a row per measured row. */
function printTable<Row>(
  heading: string | undefined,
  rows: readonly Row[],
  label: (row: Row) => string,
  columns: (row: Row) => Record<string, unknown>,
): void {
  console.log('');
  if (heading) console.log(heading);
  console.table(Object.fromEntries(rows.map((row) => [label(row), columns(row)])));
}

function operationAt(row: { operation: string; connections: number }): string {
  return `${row.operation} (${row.connections})`;
}

/** Prints the tables, writes bench-results.json and sets the exit code. */
export function report(measured: Measured): void {
  const { document, searchDocument, feedRequest, results, feedCalls, pageCalls } = measured;
  const { fanout, fair, floor, waitlistOffer } = measured;
  const { variables, filteredQuery, filteredVariables } = measured.variables;
  printTable(
    undefined,
    results,
    (figures) => `${figures.name} (${figures.connections})`,
    (figures) => ({
      'req/s': Math.round(figures.requestsPerSecond),
      'p50 ms': figures.latencyMs.p50,
      'p99 ms': figures.latencyMs.p99,
      requests: figures.requests,
      'non-2xx': figures.non2xx,
      errors: figures.errors + figures.timeouts,
    }),
  );
  if (fair) {
    printTable(
      'bench: fair rows (gateway beside the REST calls it makes, alternating):',
      fair.comparisons,
      operationAt,
      (row) => ({
        'api calls': `${row.apiCalls} in ${row.rounds.length}`,
        'gw p50': row.gateway.p50,
        'REST p50': row.rest.p50,
        'added p50': row.addedP50Ms,
        'gw p99': row.gateway.p99,
        'REST p99': row.rest.p99,
        'gw req/s': Math.round(row.gateway.requestsPerSecond),
        'REST req/s': Math.round(row.rest.requestsPerSecond),
        ratio: row.ratio,
      }),
    );
  }
  if (floor) {
    printTable(
      'bench: floor rows (gateway, the same stack in an empty app, REST; alternating):',
      floor.comparisons,
      operationAt,
      (row) => ({
        'gw p50': row.gateway.p50,
        'floor p50': row.floor.p50,
        'REST p50': row.rest.p50,
        'floor adds': row.floorAddedP50Ms,
        'gw adds': row.gatewayAddedP50Ms,
        ours: row.oursP50Ms,
        'gw p99': row.gateway.p99,
        'floor p99': row.floor.p99,
        'REST p99': row.rest.p99,
        'floor ratio': row.floorRatio,
        'gw ratio': row.gatewayRatio,
      }),
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
    // Only when asked for (--rows floor): the default report keeps its shape.
    ...(floor
      ? {
          floor: {
            note:
              'each one-call operation through the gateway, through an empty app on the same ' +
              'stack (tests/bench/gateway-floor.ts: express, Apollo Server, one undici call) and ' +
              `as the call itself, alternating in ${fairSlices} slices of one run; ours = gateway ` +
              'p50 minus floor p50',
            comparisons: floor.comparisons,
            rows: floor.rows,
          },
        }
      : {}),
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
    fair?.rows.some((row) => row.errors > 0) ||
    floor?.rows.some((row) => row.errors > 0)
  ) {
    console.error('bench: some requests failed; the figures above are not comparable.');
    process.exitCode = 1;
  }
}
