// SIGTERM under load, to the gateway and to the api, each its own process as `npm start` runs
// them: requests in flight get complete answers, no connection is reset, WebSocket clients are
// closed with 1001 (graphql-ws clients reconnect on it), and the process exits cleanly.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startApiProcess,
  startGatewayProcess,
  type ServiceProcess,
} from '../../support/api-process.js';
import { connectedSocket } from '../../support/graphql.js';
import { signInDemo, type Session } from '../../support/people.js';
import { useServers } from '../../support/stack.js';

const LONDON = 'london-england-united-kingdom';
const CLIENTS = 12;
/** Load runs this long before SIGTERM, and until this many requests were answered. */
const LOAD_MS = 1_500;
const ANSWERED_BEFORE_SIGNAL = 3 * CLIENTS;
/**
 * How long a process may take to start from source (tsx compiles it first): on a two-core machine
 * running other test files beside this one, far longer than on a quiet one.
 */
const PROCESS_START_MS = 90_000;

const PLACES = `query { places(city: "${LONDON}", limit: 40) { items { id name city { name } } } }`;
const CREATE_POST = 'mutation ($input: CreatePostInput!) { createPost(input: $input) { id text } }';

const servers = useServers();
let api: ServiceProcess | undefined;
let gateway: ServiceProcess | undefined;
let person: Session;
let cityId: string;

beforeAll(async () => {
  const dataDir = await servers.dataFolder({ seeded: true });
  api = await startApiProcess({ dataDir, readyTimeoutMs: PROCESS_START_MS });
  person = await signInDemo(api.url, 'user14');
  const city = await fetch(`${api.url}/api/v1/cities/${LONDON}`);
  cityId = ((await city.json()) as { data: { city: { id: string } } }).data.city.id;
}, 2 * PROCESS_START_MS);
afterAll(async () => {
  await gateway?.stop('SIGKILL');
  await api?.stop('SIGKILL');
});

/** One request of the load: when it started, and how it ended. */
interface Outcome {
  started: number;
  ok: boolean;
  /** The error code when the request failed without an answer, and when it failed. */
  code?: string;
  message?: string;
  ended?: number;
  /** Sent on a connection an earlier request had used (a kept-alive one). */
  reused?: boolean;
  /** The status and body of an answer that was not complete, for the failure message. */
  status?: number;
  answer?: string;
}

interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

/** One HTTP call on `agent`: the answer, or the error with whether its socket was a reused one. */
function call(
  agent: http.Agent,
  base: string,
  { method, path, body }: Call,
): Promise<{ status: number; json: unknown; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${path}`, {
      method,
      agent,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${person.token}`,
      },
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', (error) =>
        reject(Object.assign(error, { reused: request.reusedSocket })),
      );
      response.on('end', () => {
        try {
          resolve({
            status: response.statusCode ?? 0,
            json: JSON.parse(Buffer.concat(chunks).toString()),
            reused: request.reusedSocket,
          });
        } catch (error) {
          reject(Object.assign(error as Error, { reused: request.reusedSocket }));
        }
      });
    });
    request.on('error', (error) => reject(Object.assign(error, { reused: request.reusedSocket })));
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/**
 * `CLIENTS` clients, each sending one request after another on its kept-alive connection until
 * `stop()`, or until the server refuses them: reads and writes mixed.
 */
async function load(
  outcomes: Outcome[],
  base: string,
  next: (index: number, count: number) => Call,
  isComplete: (status: number, json: unknown) => boolean,
  stop: () => boolean,
): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, index) => {
      for (let count = 0; !stop(); count += 1) {
        const outcome: Outcome = { started: Date.now(), ok: false };
        outcomes.push(outcome);
        try {
          const answer = await call(agent, base, next(index, count));
          outcome.reused = answer.reused;
          outcome.ok = isComplete(answer.status, answer.json);
          if (!outcome.ok) {
            outcome.status = answer.status;
            outcome.answer = JSON.stringify(answer.json).slice(0, 300);
          }
        } catch (error) {
          outcome.code = (error as { code?: string }).code ?? String(error);
          outcome.message = (error as Error).message;
          outcome.ended = Date.now();
          outcome.reused = (error as { reused?: boolean }).reused;
          // The server takes no new connections any more, as it should.
          if (!outcome.reused) return;
        }
      }
    }),
  );
  agent.destroy();
}

/**
 * Sends each call until it is answered in full. A process just started does its first reads
 * cold (code compiled, pages read from disk): on a busy machine a dozen of them at once can pass
 * the gateway's upstream deadline, a failure before any signal that says nothing of the drain.
 */
async function warmedUp(
  base: string,
  calls: Call[],
  isComplete: (status: number, json: unknown) => boolean,
): Promise<void> {
  const agent = new http.Agent({ keepAlive: false });
  try {
    for (const each of calls) {
      for (let attempt = 1; ; attempt += 1) {
        const answer = await call(agent, base, each).catch((error: Error) => error);
        if (!(answer instanceof Error) && isComplete(answer.status, answer.json)) break;
        if (attempt === 5)
          throw new Error(`${each.method} ${each.path}: ${JSON.stringify(answer)}`);
      }
    }
  } finally {
    agent.destroy();
  }
}

/** Waits `LOAD_MS`, and until `ANSWERED_BEFORE_SIGNAL` requests were answered. */
async function underLoad(outcomes: Outcome[]): Promise<void> {
  const started = Date.now();
  while (
    Date.now() - started < LOAD_MS ||
    outcomes.filter((outcome) => outcome.ok).length < ANSWERED_BEFORE_SIGNAL
  ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** What the load saw around the signal, for assertions and their messages. */
function summary(outcomes: Outcome[], signalled: number) {
  const before = outcomes.filter((outcome) => outcome.started < signalled);
  const after = outcomes.filter((outcome) => outcome.started >= signalled);
  return {
    signalled,
    before: before.length,
    failedBefore: before.filter((outcome) => !outcome.ok),
    after: after.length,
    // After the signal a request on a kept-alive connection is answered in full; only a new
    // connection may fail (refused, or reset when it raced the closing of the listening socket).
    brokenAfter: after.filter((outcome) => !outcome.ok && outcome.reused !== false),
    refusedAfter: after.filter((outcome) => outcome.reused === false).length,
  };
}

/** An impression at London's centre, its kind spelled as the interface wants it. */
function impression(type: string, text: string) {
  return { type, cityId, lat: 51.5, lon: -0.1, text };
}

/**
 * Runs the load on `base` (every third request of a client a write of `write`'s text, the others
 * `read`) until it is under way, then `signal()`s the server and lets the load run until that
 * resolves. Returns what the load saw around the signal and what `signal` resolved with.
 */
async function signalUnderLoad<T>(
  base: string,
  requests: {
    write: (text: string) => Call;
    read: Call;
    isComplete: (status: number, json: unknown) => boolean;
  },
  signal: () => Promise<T>,
) {
  await warmedUp(base, [requests.read, requests.write('warm-up')], requests.isComplete);
  let stopped = false;
  const outcomes: Outcome[] = [];
  const running = load(
    outcomes,
    base,
    (index, count) => (count % 3 === 2 ? requests.write(`${index}-${count}`) : requests.read),
    requests.isComplete,
    () => stopped,
  );
  await underLoad(outcomes);
  const signalled = Date.now();
  const result = await signal();
  stopped = true;
  await running;
  return { seen: summary(outcomes, signalled), result };
}

describe('SIGTERM under load', () => {
  it(
    'the gateway answers every request in flight and tells WebSockets to reconnect',
    {
      timeout: 2 * PROCESS_START_MS,
    },
    async () => {
      // A dozen clients at once on a busy two-core machine can wait longer than the default 5 s
      // for the api (one PGlite answers them in turn): a deadline spent says nothing of the drain.
      gateway = await startGatewayProcess({
        apiUrl: api!.url,
        upstreamTimeoutMs: 20_000,
        readyTimeoutMs: PROCESS_START_MS,
      });
      const { client: socket, closed } = await connectedSocket(gateway.url);

      const { seen, result } = await signalUnderLoad(
        gateway.url,
        {
          write: (text) => ({
            method: 'POST',
            path: '/graphql',
            body: {
              query: CREATE_POST,
              variables: { input: impression('IMPRESSION', `drain ${text}`) },
            },
          }),
          read: { method: 'POST', path: '/graphql', body: { query: PLACES } },
          isComplete: (status, json) => {
            const { data, errors } = json as { data?: unknown; errors?: unknown };
            return status === 200 && errors === undefined && data != null;
          },
        },
        async () => {
          const exited = gateway!.stop('SIGTERM');
          const code = await closed;
          return { code, exit: await exited };
        },
      );
      gateway = undefined;
      await socket.dispose();

      expect(seen.before).toBeGreaterThan(ANSWERED_BEFORE_SIGNAL);
      expect(seen.failedBefore, JSON.stringify(seen)).toEqual([]);
      expect(seen.brokenAfter, JSON.stringify(seen)).toEqual([]);
      expect(result.code).toBe(1001);
      expect(result.exit).toEqual({ code: 0, signal: null });
    },
  );

  it('the api answers every request in flight and exits cleanly', async () => {
    const { seen, result: exit } = await signalUnderLoad(
      api!.url,
      {
        write: (text) => ({
          method: 'POST',
          path: '/api/v1/posts',
          body: impression('impression', `api drain ${text}`),
        }),
        read: { method: 'GET', path: `/api/v1/places?city=${LONDON}&limit=40` },
        isComplete: (status, json) =>
          status >= 200 && status < 300 && typeof (json as { data?: unknown }).data === 'object',
      },
      () => api!.stop('SIGTERM'),
    );
    api = undefined;

    expect(seen.before).toBeGreaterThan(ANSWERED_BEFORE_SIGNAL);
    expect(seen.failedBefore, JSON.stringify(seen)).toEqual([]);
    expect(seen.brokenAfter, JSON.stringify(seen)).toEqual([]);
    expect(exit).toEqual({ code: 0, signal: null });
  });
});
