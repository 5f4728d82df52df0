// The event stream across an api restart: the consumer resumes with its Last-Event-ID, because
// ids are the outbox table's, not the process's. The api runs here on PGlite: stopped, its data
// (as a dump, as a data folder would keep it) opened again by a new api.
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { openPglite, type PgliteDatabase } from '../db/pglite.js';
import { cacheDir } from '../runtime.js';
import { openSeededMemoryDatabase } from '../seed/memory-template.js';
import { LocalImageStorage } from '../image/storage.js';
import { createLogger } from '../logger.js';
import { openEventStream } from '../test-support/event-stream-reader.js';
import { emit } from './event-outbox.js';
import { EventSignal } from './event-signal.js';

const secret = 'e'.repeat(64);
let dataDir = '';
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function isPglite(db: Database): db is PgliteDatabase {
  return 'dump' in db;
}

async function boot(
  data: Blob | null,
): Promise<{ url: string; db: PgliteDatabase; stop(): Promise<void> }> {
  const db = data
    ? await openPglite(null, { loadDataDir: data })
    : await openSeededMemoryDatabase(cacheDir);
  if (!isPglite(db)) throw new Error('the test database is not PGlite');
  const events = new EventSignal(db);
  const config = { ...loadConfig(), eventsSecret: secret };
  const app = createApp({
    db,
    events,
    config,
    storage: new LocalImageStorage(path.join(dataDir, 'uploads')),
    logger: createLogger('silent'),
  });
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await events.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await db.close();
    })());
  cleanups.push(stop);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, db, stop };
}

const person = 'b'.repeat(24);
const commit = (db: Database, mark: number) =>
  db.transaction((tx) => emit(tx, 'counters.changed', { counters: { [person]: mark } }, [person]));

it('resumes after a restart on the same data with the events written meanwhile, in order', async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'tavola-events-restart-'));
  const first = await boot(null);
  const stream = await openEventStream(first.url, { secret });
  const seen = await commit(first.db, 1);
  expect((await stream.next()).id).toBe(seen);
  const data = await first.db.dump();
  await first.stop();
  // Stopping the api ends the stream; the consumer keeps the last id it saw.
  await expect(stream.next()).rejects.toThrow();

  const second = await boot(data);
  const missed = [await commit(second.db, 2), await commit(second.db, 3)];
  const resumed = await openEventStream(second.url, { secret, lastEventId: seen });
  try {
    expect([(await resumed.next()).id, (await resumed.next()).id]).toEqual(missed);
  } finally {
    resumed.close();
  }
}, 60_000);
