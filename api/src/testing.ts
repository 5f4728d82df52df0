import { randomBytes } from 'node:crypto';
import path from 'node:path';
import webPush from 'web-push';
import type { AddressInfo } from 'node:net';
import { listenForMetrics } from '@tavola/server-kit/metrics-listener';
import { createApp, openApiFile } from './app.js';
import { defaultVapidSubject, loadConfig, type CodeSendLimits, type HoldLimits } from './config.js';
import { openDatabase, type Database } from './db/database.js';
import { createLogger } from './logger.js';
import type { ResolveHost } from './push/push-endpoint.js';
import { startPush } from './push/push-service.js';
import { cacheDir, openRuntime, type Runtime } from './runtime.js';
import { writeSeededDataDir } from './seed/memory-template.js';
import { contractCheck } from './test-support/contract-check.js';
import { copyTestDatabase } from './test-support/postgres-copies.js';

/**
 * Makes `dataDir` (absent or empty) a data folder holding the demo database, as the first
 * `npm start` would leave it, for an api process started on it (DATA_DIR) by a test or script.
 */
export async function seedDataDir(dataDir: string): Promise<void> {
  await writeSeededDataDir(cacheDir, path.join(dataDir, 'db'));
}

/** Opens the database of a data folder the api used (PGlite on disk); no api may hold it. */
export function openDataDir(dataDir: string): Promise<Database> {
  return openDatabase({ pgliteDir: path.join(dataDir, 'db') });
}

export interface StartApiOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Keep PGlite and uploads on disk here (data survives a restart on the same folder). */
  dataDir?: string;
  /**
   * Use PostgreSQL; defaults to env DATABASE_URL. Each call works in a database of its own on
   * that server, a copy of the seeded template (the role needs CREATEDB).
   */
  databaseUrl?: string;
  /** The api's clock (code expiry, resend throttle); tests move it instead of sleeping. */
  now?: () => Date;
  /**
   * Check every answer against api/openapi.yaml (default true): a JSON body that breaks its
   * schema is answered 500, and `close()` fails on any breach no one took.
   */
  checkContract?: boolean;
  /**
   * The secret of the event stream (EVENTS_SECRET); defaults to env EVENTS_SECRET, else a fresh
   * random one. `RunningApi.eventsSecret` tells which, for a gateway started against this api.
   */
  eventsSecret?: string;
  /**
   * Accept push subscriptions with a plain http endpoint (PUSH_ALLOW_HTTP), so a test can stand
   * in for the push service with a local server. The VAPID keys are env VAPID_*, else fresh ones.
   */
  pushAllowHttp?: boolean;
  /** How push endpoints' host names resolve; default DNS (names no test can reach resolve nowhere). */
  resolveHost?: ResolveHost;
  /** Code sends per hour per address and in total; defaults to the environment's (config). */
  codeSends?: Partial<CodeSendLimits>;
  /** Tables held at once per address and per phone; defaults to the environment's (config). */
  holds?: Partial<HoldLimits>;
}

export interface RunningApi {
  url: string;
  port: number;
  /** The metrics listener (a free port of its own): scrape `<metricsUrl>/metrics`. */
  metricsUrl: string;
  /** Answers that broke api/openapi.yaml since the last call (empty when unchecked). */
  takeContractBreaches(): string[];
  /** The secret `GET /api/v2/events` wants as `Authorization: Bearer <eventsSecret>`. */
  eventsSecret: string;
  /** The api's own database, for tests that write or inspect what no route exposes. */
  db: Database;
  close(): Promise<void>;
}

export class ContractBreach extends Error {
  constructor(readonly breaches: string[]) {
    super(`the api broke api/openapi.yaml:\n${breaches.join('\n')}`);
    this.name = 'ContractBreach';
  }
}

/**
 * Starts the real api on 127.0.0.1 for tests, seeded with the demo data: in-memory PGlite by
 * default; on `dataDir` when given; on PostgreSQL when `databaseUrl` or env DATABASE_URL is set,
 * in a database of its own (copied from a seeded template) that `close()` drops, so every run
 * starts clean and parallel test files never see each other's writes.
 */
export async function startApi(options: StartApiOptions = {}): Promise<RunningApi> {
  const loaded = loadConfig();
  const eventsSecret =
    options.eventsSecret ?? loaded.eventsSecret ?? randomBytes(32).toString('hex');
  const config = {
    ...loaded,
    eventsSecret,
    vapid: loaded.vapid ?? { ...webPush.generateVAPIDKeys(), subject: defaultVapidSubject },
    pushAllowHttp: options.pushAllowHttp ?? loaded.pushAllowHttp,
    ...(options.resolveHost ? { resolveHost: options.resolveHost } : {}),
    codeSends: { ...loaded.codeSends, ...options.codeSends },
    holds: { ...loaded.holds, ...options.holds },
    ...(options.now ? { now: options.now } : {}),
  };
  const logger = createLogger(config.logLevel);
  const baseUrl = options.databaseUrl ?? config.databaseUrl;
  const copy = baseUrl ? await copyTestDatabase(baseUrl, 'demo') : null;
  const dropCopy = async () => {
    await copy?.drop();
  };
  let runtime: Runtime;
  try {
    runtime = await openRuntime({
      dataDir: options.dataDir ?? null,
      databaseUrl: copy?.url ?? null,
      logger,
    });
  } catch (error) {
    await dropCopy();
    throw error;
  }

  const push = await startPush({ db: runtime.db, events: runtime.events, config, logger });
  const contract = options.checkContract === false ? null : contractCheck(openApiFile);
  const app = createApp({
    ...runtime,
    config,
    logger,
    ...(contract ? { checks: contract.middleware } : {}),
  });
  const takeContractBreaches = () => contract?.take() ?? [];
  const server = app.listen(options.port ?? 0, '127.0.0.1');
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
  } catch (error) {
    // For example the port is taken: release the database before reporting it.
    await push?.close();
    await runtime.close();
    await dropCopy();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const metricsListener = await listenForMetrics(app.metricsText, 0, '127.0.0.1');
  if (contract) {
    // The check loads the document and builds its validators on the first answer, seconds on a
    // busy machine: pay that here rather than inside a test or a gateway's upstream deadline.
    await (await fetch(`http://127.0.0.1:${port}/api/health`)).arrayBuffer();
  }

  let closing: Promise<void> | undefined;
  const close = async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      void runtime.events.close();
      server.closeAllConnections();
    });
    await metricsListener.close();
    await push?.close();
    await runtime.close();
    await dropCopy();
    // The last word: a breach no test looked at still fails the file that caused it.
    const untaken = takeContractBreaches();
    if (untaken.length > 0) throw new ContractBreach(untaken);
  };

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    metricsUrl: metricsListener.url,
    takeContractBreaches,
    eventsSecret,
    db: runtime.db,
    close: () => (closing ??= close()),
  };
}
export {
  startPushEndpoint,
  type PushBrowser,
  type PushEndpoint,
} from './test-support/push-endpoint.js';
