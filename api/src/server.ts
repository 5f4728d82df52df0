import { createApp } from './app.js';
import { defaultCodeSender } from './auth/code-sender.js';
import { loadConfig } from './config.js';
import { drainOnClose } from '@tavola/server-kit/drain';
import { listenForMetrics } from '@tavola/server-kit/metrics-listener';
import { createLogger } from './logger.js';
import { startPush } from './push/push-service.js';
import { openRuntime } from './runtime.js';
import { startHoldSweeper } from './reservation/hold-sweeper.js';

const config = loadConfig();
const logger = createLogger(config.logLevel);
// Internal by default: browsers reach the api only through the gateway.
const host = process.env.API_HOST ?? '127.0.0.1';

const runtime = await openRuntime({
  dataDir: config.dataDir,
  databaseUrl: config.databaseUrl,
  logger,
});
const push = await startPush({ db: runtime.db, events: runtime.events, config, logger });
const holdSweeper = startHoldSweeper({
  db: runtime.db,
  now: config.now,
  logger,
  storage: runtime.storage,
  sender: defaultCodeSender(runtime.db, logger, { inbox: config.devInbox }),
  holds: config.holds,
});
// The app takes the runtime's database, image storage and event signal; closing stays here.
const app = createApp({ ...runtime, config, logger });
const server = app.listen(config.port, host, () => {
  logger.info(
    { url: `http://${host}:${config.port}`, database: runtime.db.kind, dataDir: config.dataDir },
    'api listening',
  );
});
const drain = drainOnClose(server);
server.on('error', (error) => {
  logger.fatal({ err: error }, 'api could not listen');
  process.exit(1);
});
// Prometheus scrapes here, off the api's port (docs/operations.md).
const metricsListener = await listenForMetrics(
  app.metricsText,
  config.metrics.port,
  config.metrics.host,
).catch((error: unknown) => {
  logger.fatal({ err: error }, 'api could not listen for metrics');
  process.exit(1);
});
logger.info({ url: `${metricsListener.url}/metrics` }, 'api metrics listening');

// Requests still running this long after SIGTERM are cut (a supervisor's kill comes later).
const shutdownGraceMs = 5000;
let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'api stopping');
  // Finish requests in flight (their connections close after the answer), then the database.
  const drained = drain.close(shutdownGraceMs);
  await metricsListener.close();
  // Event streams never finish on their own; their consumers resume with Last-Event-ID.
  await push?.close();
  holdSweeper.stop();
  await runtime.events.close();
  await drained;
  await runtime.close();
  logger.info('api stopped');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
