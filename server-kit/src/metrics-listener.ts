// Prometheus metrics on a listener of their own, never on a public port: they tell how busy a
// service is and which operations exist, so only the monitoring network should reach them
// (docs/operations.md).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scrape's answer. */
export interface MetricsText {
  contentType: string;
  body: string;
}

export interface MetricsListener {
  port: number;
  /** Where to scrape: `<url>/metrics`. */
  url: string;
  close(): Promise<void>;
}

/** Serves `GET /metrics` (and nothing else) on `host:port`; port 0 picks a free one. */
export async function listenForMetrics(
  read: () => Promise<MetricsText>,
  port: number,
  host: string,
): Promise<MetricsListener> {
  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://metrics.invalid');
    if (pathname !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    read().then(
      ({ contentType, body }) => {
        res.writeHead(200, { 'content-type': contentType });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      () => {
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Failed\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const bound = (server.address() as AddressInfo).port;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return {
    port: bound,
    url: `http://${shownHost}:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        // A scraper's keep-alive connection must not hold the process open.
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
