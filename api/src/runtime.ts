import { mkdtemp, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from './db/database.js';
import { migrate } from './db/migrate.js';
import { pruneEvents } from './event/event-outbox.js';
import { EventSignal } from './event/event-signal.js';
import { LocalImageStorage } from './image/storage.js';
import type { Logger } from './logger.js';
import { eventStreamLimits } from './messages.js';
import { openSeededMemoryDatabase } from './seed/memory-template.js';
import { seedDemoImages, seedDemoRowsIfEmpty } from './seed/seed.js';

export interface RuntimeOptions {
  /** Data folder (PGlite files and uploads); null keeps everything in memory and temporary. */
  dataDir: string | null;
  databaseUrl: string | null;
  /** PostgreSQL schema (DATABASE_URL only). */
  schema?: string;
  logger: Logger;
}

export interface Runtime {
  db: Database;
  storage: LocalImageStorage;
  /** Wakes the event streams on commits; closing it ends them. */
  events: EventSignal;
  close(): Promise<void>;
}

/**
 * Shared between runs and checkouts: demo images and the seeded in-memory template. Bump the
 * version when the demo pictures change (the template's file name already tracks its inputs).
 */
export const cacheDir = path.join(os.tmpdir(), 'tavola-api-cache', 'v1');

/** The demo pictures every in-memory runtime links to, made when missing in the shared cache. */
async function cachedDemoImages(): Promise<LocalImageStorage> {
  const storage = new LocalImageStorage(path.join(cacheDir, 'uploads'));
  await seedDemoImages(storage);
  return storage;
}

/**
 * Makes, when missing, what every in-memory runtime starts from: the demo pictures and the seeded
 * demo database's dump in the shared cache.
 */
export async function prepareMemoryCache(): Promise<void> {
  await cachedDemoImages();
  await (await openSeededMemoryDatabase(cacheDir)).close();
}

/**
 * Opens the database and image storage the api runs on, migrated, and seeded with the demo data
 * when the database is empty (the first `npm start`).
 */
export async function openRuntime(options: RuntimeOptions): Promise<Runtime> {
  const { dataDir, databaseUrl, logger } = options;
  const cleanups: (() => Promise<void>)[] = [];

  let storage: LocalImageStorage;
  if (dataDir) {
    storage = new LocalImageStorage(path.join(dataDir, 'uploads'));
  } else {
    // A fresh folder per instance for its own uploads; the demo images are shared from the cache.
    const root = await mkdtemp(path.join(os.tmpdir(), 'tavola-api-uploads-'));
    cleanups.push(() => rm(root, { recursive: true, force: true }));
    const cacheStorage = await cachedDemoImages();
    await symlink(path.join(cacheStorage.root, 'demo'), path.join(root, 'demo'), 'dir');
    storage = new LocalImageStorage(root);
  }

  let db: Database;
  if (!databaseUrl && !dataDir) {
    db = await openSeededMemoryDatabase(cacheDir);
  } else {
    db = await openDatabase({
      databaseUrl,
      pgliteDir: dataDir ? path.join(dataDir, 'db') : null,
      schema: options.schema,
    });
    const applied = await migrate(db);
    if (applied.length > 0) logger.info({ applied }, 'migrations applied');
    // Pictures are checked on every start (cheap when present), in case uploads were cleared.
    const [seeded] = await Promise.all([seedDemoRowsIfEmpty(db), seedDemoImages(storage)]);
    if (seeded) {
      logger.info('demo data seeded');
    } else if (db.kind === 'pglite') {
      // PGlite has no autovacuum to keep planner statistics fresh; a start is a good moment.
      await db.exec('ANALYZE');
    }
  }

  // Event retention (docs/live-events.md): on start, then hourly. A failed run is retried next time.
  const prune = async () => {
    try {
      const pruned = await pruneEvents(db);
      if (pruned > 0) logger.info({ pruned }, 'old events deleted');
    } catch (error) {
      logger.warn({ err: error }, 'event retention failed');
    }
  };
  await prune();
  const retention = setInterval(() => void prune(), eventStreamLimits.pruneEveryMinutes * 60_000);
  retention.unref();
  const events = new EventSignal(db);

  return {
    db,
    storage,
    events,
    close: async () => {
      clearInterval(retention);
      await events.close();
      await db.close();
      for (const cleanup of cleanups.reverse()) await cleanup();
    },
  };
}
