// Fan-out of live events: how many graphql-ws sockets subscribed to `countersChanged` one gateway
// holds, how long one event takes from the api's commit to its delivery on every socket, and what
// an idle socket costs the gateway in memory.
//
// The same rounds then run on fewer of the sockets (the figures by socket count), and last on a
// bare `ws` server with the same clients and messages (bare-broadcast.ts): the floor this machine
// puts under any figure of the gateway's.
//
// One demo person (the recipient) opens the sockets; another follows and unfollows them through
// the api, one write per round, and each write changes the recipient's counters once. The clock
// starts when the write is sent to the api, so a delivery time includes the write's own commit
// (an upper bound of commit-to-delivery). Memory is the gateway process's resident set before
// and after the sockets are open and idle, divided by the sockets held.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Client } from 'graphql-ws';
import { freePort } from '../support/free-port.js';
import { DEMO_PASSWORD } from '../support/people.js';
import { benchSocket, percentiles, type Percentiles } from './live-bench.js';

const RECIPIENT = 'user15@tavola.test';
const ACTOR = 'user16@tavola.test';
/** Sockets opened at once; the gateway checks each socket's token with the api. */
const OPEN_BATCH = 200;
/** How long a round may take before the sockets still waiting count as missed. */
const ROUND_TIMEOUT_MS = 30_000;
/** Fewer sockets measured after the full count, each over `STEP_ROUNDS` rounds. */
const SMALLER_COUNTS = [5_000, 2_000, 1_000];
const STEP_ROUNDS = 10;
const here = path.dirname(fileURLToPath(import.meta.url));

const COUNTERS_SUBSCRIPTION = /* GraphQL */ `
  subscription FanoutCounters {
    countersChanged {
      notifications {
        forUser
        forOutlet
        total
      }
    }
  }
`;

export interface FanoutOptions {
  gatewayUrl: string;
  apiUrl: string;
  /** The gateway's process id, for its resident memory; null when unknown. */
  gatewayPid: number | null;
  sockets: number;
  rounds: number;
}

export interface FanoutFigures {
  socketsRequested: number;
  /** Sockets that were open and received the warm-up event. */
  socketsHeld: number;
  openSeconds: number;
  rounds: number;
  /** Every delivery of every round, ms from sending the write. */
  deliveryMs: Percentiles;
  /** Per round, ms from sending the write to the last socket's delivery. */
  lastDeliveryMs: Percentiles;
  /** Deliveries that did not arrive within the round's time-out. */
  missedDeliveries: number;
  /** The same rounds on fewer sockets (the full count first). */
  bySockets: RoundFigures[];
  /** The same clients and messages on a bare `ws` server: what the machine itself costs. */
  floor: (RoundFigures & { what: string }) | null;
  gatewayRssBytes: { before: number; idle: number } | null;
  bytesPerIdleSocket: number | null;
  target: {
    text: string;
    p99Met: boolean;
    memoryMet: boolean | null;
  };
}

export interface RoundFigures {
  sockets: number;
  rounds: number;
  deliveryMs: Percentiles;
  lastDeliveryMs: Percentiles;
  missedDeliveries: number;
}

function residentBytes(pid: number | null): number | null {
  if (pid === null) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

async function signIn(apiUrl: string, email: string): Promise<{ token: string; id: string }> {
  const response = await fetch(`${apiUrl}/api/v1/auth/login-by-permanent-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as {
    data?: { accessToken: string; user: { id: string } };
  };
  if (!response.ok || !body.data) throw new Error(`fanout: ${email} could not sign in`);
  return { token: body.data.accessToken, id: body.data.user.id };
}

async function writeFollow(apiUrl: string, token: string, userId: string, follow: boolean) {
  const url = `${apiUrl}/api/v1/followers${follow ? '' : `?userId=${userId}`}`;
  const response = await fetch(url, {
    method: follow ? 'POST' : 'DELETE',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: follow ? JSON.stringify({ userId }) : undefined,
  });
  if (!response.ok) throw new Error(`fanout: follow write answered ${response.status}`);
}

interface Subscriber {
  client: Client;
  arrivals: number[];
}

function openSubscriber(serverUrl: string, token: string): Promise<Subscriber | null> {
  return new Promise((resolve) => {
    const subscriber: Subscriber = {
      client: benchSocket(serverUrl, token, {
        connected: () => resolve(subscriber),
        closed: () => resolve(null),
        error: () => resolve(null),
      }),
      arrivals: [],
    };
    subscriber.client.subscribe(
      { query: COUNTERS_SUBSCRIPTION },
      {
        next: () => subscriber.arrivals.push(performance.now()),
        error: () => undefined,
        complete: () => undefined,
      },
    );
  });
}

/** Resolves once every subscriber has an arrival, or when the time-out passes. */
async function arrivalsReach(subscribers: Subscriber[]): Promise<void> {
  const deadline = performance.now() + ROUND_TIMEOUT_MS;
  while (performance.now() < deadline) {
    if (subscribers.every((subscriber) => subscriber.arrivals.length >= 1)) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Opens `count` sockets, `OPEN_BATCH` at a time, until the server holds no more. */
async function openSubscribers(serverUrl: string, token: string, count: number) {
  const open: Subscriber[] = [];
  for (let start = 0; start < count; start += OPEN_BATCH) {
    const batch = Math.min(OPEN_BATCH, count - start);
    const subscribers = await Promise.all(
      Array.from({ length: batch }, () => openSubscriber(serverUrl, token)),
    );
    for (const subscriber of subscribers) if (subscriber) open.push(subscriber);
    if (open.length < start + batch) break;
  }
  return open;
}

/**
 * `rounds` rounds of one event each (`fire` sends it; the clock starts as it is sent), each
 * awaited on every subscriber. A subscriber's arrivals start empty each round.
 */
async function measureRounds(
  subscribers: Subscriber[],
  rounds: number,
  fire: () => Promise<void>,
): Promise<RoundFigures> {
  const deliveries: number[] = [];
  const lastDeliveries: number[] = [];
  let missed = 0;
  for (let round = 1; round <= rounds; round += 1) {
    for (const subscriber of subscribers) subscriber.arrivals = [];
    const sent = performance.now();
    await fire();
    await arrivalsReach(subscribers);
    let last = 0;
    for (const subscriber of subscribers) {
      const arrival = subscriber.arrivals[0];
      if (arrival === undefined) {
        missed += 1;
        continue;
      }
      deliveries.push(arrival - sent);
      last = Math.max(last, arrival - sent);
    }
    lastDeliveries.push(last);
  }
  return {
    sockets: subscribers.length,
    rounds,
    deliveryMs: percentiles(deliveries),
    lastDeliveryMs: percentiles(lastDeliveries),
    missedDeliveries: missed,
  };
}

/** The same clients and rounds against bare-broadcast.ts in a process of its own. */
async function measureFloor(sockets: number, rounds: number): Promise<FanoutFigures['floor']> {
  const port = await freePort();
  const server = spawn(
    path.join(here, '../../node_modules/.bin/tsx'),
    [path.join(here, 'bare-broadcast.ts'), String(port)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('exit', (code) => reject(new Error(`bare-broadcast exited with ${code}`)));
      server.stdout.on('data', (data: Buffer) => {
        if (String(data).includes('listening')) resolve();
      });
    });
    const url = `http://127.0.0.1:${port}`;
    const open = await openSubscribers(url, 'none', sockets);
    const fire = async () => {
      await fetch(`${url}/fire`, { method: 'POST' });
    };
    await measureRounds(open, 1, fire);
    const figures = await measureRounds(open, rounds, fire);
    await Promise.all(open.map((subscriber) => subscriber.client.dispose()));
    return { what: 'a bare ws server writing one pre-serialised message per socket', ...figures };
  } finally {
    server.kill();
  }
}

export async function measureFanout(options: FanoutOptions): Promise<FanoutFigures> {
  const { gatewayUrl, apiUrl, gatewayPid, sockets, rounds } = options;
  const recipient = await signIn(apiUrl, RECIPIENT);
  const actor = await signIn(apiUrl, ACTOR);
  await writeFollow(apiUrl, actor.token, recipient.id, false);

  const rssBefore = residentBytes(gatewayPid);
  const opened = performance.now();
  const open = await openSubscribers(gatewayUrl, recipient.token, sockets);
  const openSeconds = (performance.now() - opened) / 1000;
  // Each subscription starts with the recipient's counters as they are: those first messages are
  // let in before the rounds, so that none of them counts as a delivery.
  await arrivalsReach(open);
  for (const subscriber of open) subscriber.arrivals = [];

  // Each write (a follow or an unfollow) changes the recipient's counters: one event per round.
  let following = false;
  const fire = async () => {
    following = !following;
    await writeFollow(apiUrl, actor.token, recipient.id, following);
  };
  // Warm-up: one event proves each subscription is in place; sockets that miss it are not held.
  await fire();
  await arrivalsReach(open);
  const held = open.filter((subscriber) => subscriber.arrivals.length >= 1);
  const rssIdle = residentBytes(gatewayPid);

  const full = await measureRounds(held, rounds, fire);
  const bySockets = [full];
  let remaining = held;
  for (const count of SMALLER_COUNTS.filter((count) => count < held.length)) {
    await Promise.all(remaining.slice(count).map((subscriber) => subscriber.client.dispose()));
    remaining = remaining.slice(0, count);
    // One uncounted round first: the gateway is still closing the sockets just let go.
    await measureRounds(remaining, 1, fire);
    bySockets.push(await measureRounds(remaining, STEP_ROUNDS, fire));
  }
  await Promise.all(remaining.map((subscriber) => subscriber.client.dispose()));
  const heldSet = new Set(held);
  await Promise.all(
    open
      .filter((subscriber) => !heldSet.has(subscriber))
      .map((subscriber) => subscriber.client.dispose()),
  );
  if (following) await writeFollow(apiUrl, actor.token, recipient.id, false);

  const floor = held.length > 0 ? await measureFloor(held.length, rounds) : null;

  const bytesPerIdleSocket =
    rssBefore !== null && rssIdle !== null && held.length > 0
      ? Math.round((rssIdle - rssBefore) / held.length)
      : null;
  return {
    socketsRequested: sockets,
    socketsHeld: held.length,
    openSeconds: Math.round(openSeconds * 10) / 10,
    rounds,
    deliveryMs: full.deliveryMs,
    lastDeliveryMs: full.lastDeliveryMs,
    missedDeliveries: bySockets.reduce((sum, step) => sum + step.missedDeliveries, 0),
    bySockets,
    floor,
    gatewayRssBytes:
      rssBefore !== null && rssIdle !== null ? { before: rssBefore, idle: rssIdle } : null,
    bytesPerIdleSocket,
    target: {
      text: 'p99 at most 100 ms at 10,000 sockets; at most 30 KB per idle socket',
      p99Met: held.length >= 10_000 && full.deliveryMs.p99 <= 100,
      memoryMet: bytesPerIdleSocket === null ? null : bytesPerIdleSocket <= 30 * 1024,
    },
  };
}
