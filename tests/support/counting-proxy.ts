// A real HTTP proxy between the gateway and the api that forwards every request unchanged and
// records it, so tests can assert how many upstream calls an operation costs. Not a mock: the
// answers are the real api's, except for paths a test breaks on purpose (`fail`), which answer a
// bare 503 as a broken load balancer would, and a write whose connection a test cuts on purpose
// (`cutNextAnswer`) after the api has applied it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CountingProxy {
  url: string;
  /** Paths with query strings of the requests forwarded since the last reset, in order. */
  readonly calls: readonly string[];
  /** The same calls with when each was received and answered (performance.now() ms). */
  readonly timedCalls: readonly TimedCall[];
  reset(): void;
  /** The `Idempotency-Key` of every request that carried one since the last reset, in order. */
  readonly idempotencyKeys: readonly string[];
  /** Answer 503 (no body) for every path starting with one of these, until `heal()`. */
  fail(...pathPrefixes: string[]): void;
  /**
   * Forward the next request with this method and let the api answer it, then cut the client's
   * connection before it hears the answer: a write applied whose caller saw the connection break.
   * True once that has happened.
   */
  cutNextAnswer(method: string): () => boolean;
  heal(): void;
  close(): Promise<void>;
}

export interface TimedCall {
  path: string;
  startedMs: number;
  endedMs: number;
}

export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true });
  let calls: string[] = [];
  let timedCalls: TimedCall[] = [];
  let failing: string[] = [];
  let idempotencyKeys: string[] = [];
  let cutting: { method: string; done: boolean } | undefined;

  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    calls.push(url);
    const timed: TimedCall = { path: url, startedMs: performance.now(), endedMs: Number.NaN };
    timedCalls.push(timed);
    const key = req.headers['idempotency-key'];
    if (typeof key === 'string') idempotencyKeys.push(key);
    res.once('finish', () => {
      timed.endedMs = performance.now();
    });
    if (failing.some((prefix) => url.startsWith(prefix))) {
      req.resume();
      res.writeHead(503).end();
      return;
    }
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
        agent,
      },
      (answer) => {
        if (cutting && !cutting.done && req.method === cutting.method) {
          cutting.done = true;
          answer.resume();
          answer.once('end', () => req.socket.destroy());
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        // Node holds headers back until the first body chunk; an event stream's first chunk may
        // be its 15 s ping, and its reader counts as connected from the headers on.
        res.flushHeaders();
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    get calls() {
      return calls;
    },
    get timedCalls() {
      return timedCalls;
    },
    get idempotencyKeys() {
      return idempotencyKeys;
    },
    reset() {
      calls = [];
      timedCalls = [];
      idempotencyKeys = [];
    },
    fail(...pathPrefixes) {
      failing = pathPrefixes;
    },
    heal() {
      failing = [];
    },
    cutNextAnswer(method) {
      const cut = { method, done: false };
      cutting = cut;
      return () => cut.done;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
