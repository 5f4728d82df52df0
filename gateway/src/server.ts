// Entry point: `node gateway/dist/server.js` (npm start runs it beside the api).
import { loadConfig } from './config.js';
import { createGateway } from './app.js';

const config = loadConfig();
const gateway = await createGateway(config);
const port = await gateway.listen(config.port, process.env.HOST);
gateway.logger.info(
  { port, apiUrl: config.apiUrl, webDist: config.webDist },
  `gateway listening on http://127.0.0.1:${port}`,
);
// Prometheus scrapes here, off the public port (docs/operations.md).
const metricsUrl = await gateway
  .listenForMetrics(config.metrics.port, config.metrics.host)
  .catch((error: unknown) => {
    gateway.logger.fatal({ err: error }, 'gateway could not listen for metrics');
    process.exit(1);
  });
gateway.logger.info({ url: `${metricsUrl}/metrics` }, 'gateway metrics listening');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    gateway.logger.info({ signal }, 'draining');
    gateway.close().then(
      () => process.exit(0),
      (error: unknown) => {
        gateway.logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
