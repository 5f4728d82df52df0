import { mkdir } from 'node:fs/promises';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable } from './database.js';
import { SerialQueue } from './serial-queue.js';

export interface PgliteDatabase extends Database {
  /** A gzipped tarball of the data folder, loadable with `openPglite(null, { loadDataDir })`. */
  dump(): Promise<Blob>;
}

/**
 * Opens PGlite on disk at `dataDir`, or in memory when it is null. `loadDataDir` starts an
 * in-memory database from a dump (dumpDataDir), which is much faster than a fresh initdb; a
 * process opening many takes `pgliteWasmModule` and `fsBundle` once and hands them to each.
 */
export async function openPglite(
  dataDir: string | null,
  options: Pick<PGliteOptions, 'loadDataDir' | 'pgliteWasmModule' | 'fsBundle'> = {},
): Promise<PgliteDatabase> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // PGlite only offers the extensions it is given here (a PostgreSQL server has them installed):
  // trigram search (name search) and distance ordering (the nearby filter).
  const createOptions: PGliteOptions = { extensions: { pg_trgm, cube, earthdistance }, ...options };
  const pg = dataDir
    ? await PGlite.create(dataDir, createOptions)
    : await PGlite.create(createOptions);
  const queue = new SerialQueue();
  let closed = false;

  const query = <T>(sql: string, params?: readonly unknown[]) =>
    queue.run(async () => {
      const result = await pg.query<T>(sql, params ? [...params] : undefined);
      return { rows: result.rows };
    });

  return {
    kind: 'pglite',
    dump: () => queue.run(() => pg.dumpDataDir('gzip')),
    query,
    exec: (sql) =>
      queue.run(async () => {
        await pg.exec(sql);
      }),
    transaction: (fn) =>
      queue.run(() =>
        pg.transaction(async (tx) => {
          const scoped: Queryable = {
            query: async <T>(sql: string, params?: readonly unknown[]) => {
              const result = await tx.query<T>(sql, params ? [...params] : undefined);
              return { rows: result.rows };
            },
            exec: async (sql) => {
              await tx.exec(sql);
            },
          };
          return fn(scoped);
        }),
      ),
    // PGlite delivers a NOTIFY to its listeners in this process once the transaction commits
    // (never for a rolled-back one): the in-process signal the event stream waits for.
    listen: async (channel, onNotify) => {
      const unlisten = await queue.run(() => pg.listen(channel, () => onNotify()));
      return async () => {
        if (!closed) await queue.run(() => unlisten());
      };
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await queue.run(() => pg.close());
    },
  };
}
