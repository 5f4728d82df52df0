import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { PRESENCE_PATH, PresenceReporter } from './presence-reporter.js';

const logger = pino({ level: 'silent' });

interface Report {
  authorization: string | undefined;
  gatewayId: string;
  userIds: string[];
}

/** A stand-in for the api's presence route that keeps every report. */
async function presenceApi(status = 200) {
  const reports: Report[] = [];
  const waiters = new Set<() => void>();
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method === 'PUT' && req.url === PRESENCE_PATH) {
        const parsed = JSON.parse(body) as Omit<Report, 'authorization'>;
        reports.push({ authorization: req.headers.authorization, ...parsed });
      }
      res.writeHead(status, { 'content-type': 'application/json' }).end('{"data":{}}');
      for (const waiter of [...waiters]) waiter();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    reports,
    until: (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (reports.length < count) return;
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
        check();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('PresenceReporter', () => {
  it('reports at start, after changes settle, and an empty list when it stops', async () => {
    const api = await presenceApi();
    cleanups.push(api.close);
    let people: string[] = [];
    const reporter = new PresenceReporter({
      apiUrl: api.url,
      secret: 's3cret-s3cret-s3cret',
      userIds: () => people,
      timeoutMs: 5000,
      logger,
      debounceMs: 20,
    });
    reporter.start();
    await api.until(1);
    expect(api.reports[0]).toEqual({
      authorization: 'Bearer s3cret-s3cret-s3cret',
      gatewayId: reporter.gatewayId,
      userIds: [],
    });

    // Two sockets opening together: one report naming both.
    people = ['a'.repeat(24)];
    reporter.changed();
    people = ['a'.repeat(24), 'b'.repeat(24)];
    reporter.changed();
    await api.until(2);
    expect(api.reports.at(-1)?.userIds).toEqual(['a'.repeat(24), 'b'.repeat(24)]);

    await reporter.close();
    expect(api.reports.at(-1)).toMatchObject({ gatewayId: reporter.gatewayId, userIds: [] });
    const count = api.reports.length;
    reporter.changed();
    expect(api.reports).toHaveLength(count);
  });

  it('tries again after a refused report', async () => {
    const api = await presenceApi(503);
    cleanups.push(api.close);
    const reporter = new PresenceReporter({
      apiUrl: api.url,
      secret: 's3cret-s3cret-s3cret',
      userIds: () => ['c'.repeat(24)],
      timeoutMs: 5000,
      logger,
    });
    cleanups.push(() => reporter.close());
    reporter.start();
    await api.until(2);
    expect(api.reports[1]?.userIds).toEqual(['c'.repeat(24)]);
  });
});
