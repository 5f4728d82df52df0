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
// With --rows floor (not among the defaults), the floor rows (floor-rows.ts): each fair operation
// that costs one api call through the gateway, through an empty app on the same stack making that
// call (gateway-floor.ts: express, Apollo Server, undici) and as the call itself, the three
// alternating in --fair-slices slices; what the stack adds and what the gateway adds beyond it.
//
// Then the waitlist's offer (waitlist-offer.ts): from a cancellation's commit to the first waiting
// guest's offer on their socket, p50 and p99 over --waitlist-rounds cancellations.
//
// Options: --duration <s> (10), --connections <n,n> (1,10), --warmup <s> (3), --places <n> (100000),
// --sockets <n> (10000; 0 skips the fan-out), --fanout-rounds <n> (20), --fair-slices <n> (10),
// --waitlist-rounds <n> (100), --rows <today,fair,waitlist,floor> (the first three by default: the
// single-call rows of autocannon, the fair rows, the waitlist's offer; floor adds the floor
// rows), --data-from <dir> (a data directory that already holds the generated places, e.g. made by api/src/generate-places-command.ts: copied for
// the run instead of building one), --cpu-prof-dir <dir> (the product's processes write V8 CPU
// profiles there, by cpu-profile-preload.mjs; the gateway's self time per function is printed at
// the end, see profile-summary.ts).
//
// The parts: run-settings.ts (the options), bench-database.ts (the generated database),
// single-call-rows.ts (today's rows), fair-operations.ts and fair.ts (the fair rows),
// bench-report.ts (the tables, the targets and bench-results.json).
import { cpSync, mkdtempSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { generateDatabase } from './bench-database.js';
import { printProfile, report } from './bench-report.js';
import { learnCalls, measureFair, type FairComparison, type FairRow } from './fair.js';
import { fairOperationsOf, profileOperation } from './fair-operations.js';
import { measureFloor, type FloorComparison } from './floor-rows.js';
import { measureFanout, type FanoutFigures } from './fanout.js';
import {
  countFeedUpstreamCalls,
  loadFeedRequest,
  type FeedUpstreamCalls,
} from './feed-scenario.js';
import { measurePageCalls, type PageCallFigures } from './page-calls-scenario.js';
import { loadPlacesDocument, loadSearchDocument } from './places-document.js';
import { productPorts, startProduct } from './product.js';
import {
  city,
  connectionCounts,
  dataFrom,
  duration,
  fairSlices,
  fanoutRounds,
  fanoutSockets,
  profileDir,
  root,
  rowKinds,
  waitlistRounds,
  warmup,
} from './run-settings.js';
import {
  buildScenarios,
  measureSingleCallRows,
  scenarioVariables,
  type Figures,
} from './single-call-rows.js';
import { measureWaitlistOffer, type WaitlistOfferFigures } from './waitlist-offer.js';

const document = await loadPlacesDocument(root);
const searchDocument = await loadSearchDocument(root);
const variables = scenarioVariables(document, searchDocument);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tavola-bench-'));
const { port, apiPort } = await productPorts();

if (dataFrom) {
  cpSync(dataFrom, dataDir, { recursive: true });
  console.log(`bench: data copied from ${dataFrom}`);
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

const feedRequest = await loadFeedRequest(root);
const scenarios = buildScenarios({
  gatewayUrl,
  apiUrl,
  document,
  searchDocument,
  feedRequest,
  variables,
});
const fairOperations = fairOperationsOf(document, searchDocument, feedRequest, variables);

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

let results: Figures[] = [];
let feedCalls: FeedUpstreamCalls | undefined;
let pageCalls: PageCallFigures | undefined;
let fanout: FanoutFigures | undefined;
let fair: { rows: FairRow[]; comparisons: FairComparison[] } | undefined;
let waitlistOffer: WaitlistOfferFigures | undefined;
let floor: { rows: FairRow[]; comparisons: FloorComparison[] } | undefined;
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

  if (rowKinds.has('today')) {
    results = await measureSingleCallRows(scenarios, { connectionCounts, warmup, duration });
  }
  if (rowKinds.has('fair') || rowKinds.has('floor')) {
    const profile = await profileOperation(apiUrl, feedRequest);
    if (profile) fairOperations.push(profile);
    const learned = await learnCalls(apiUrl, fairOperations);
    const shared = {
      gatewayUrl,
      apiUrl,
      operations: fairOperations,
      learned,
      connectionCounts,
      seconds: duration,
      warmupSeconds: warmup,
      slices: fairSlices,
      log: (line: string) => console.log(`bench: ${line}`),
    };
    if (rowKinds.has('fair')) fair = await measureFair(shared);
    if (rowKinds.has('floor')) floor = await measureFloor(shared);
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

if (profileDir && profiledGateway !== null) printProfile(profileDir, profiledGateway);

report({
  document,
  searchDocument,
  feedRequest,
  variables,
  results,
  feedCalls,
  pageCalls,
  fanout,
  fair,
  floor,
  waitlistOffer,
});
