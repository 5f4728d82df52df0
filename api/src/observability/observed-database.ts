import type { Database, Queryable } from '../db/database.js';
import type { Logger } from '../logger.js';
import type { ApiMetrics } from './metrics.js';

// A statement in a log line is cut here: enough to tell which one it was.
const loggedSqlLength = 200;

function oneLine(sql: string): string {
  const flat = sql.replace(/\s+/g, ' ').trim();
  return flat.length > loggedSqlLength ? `${flat.slice(0, loggedSqlLength)}…` : flat;
}

/**
 * The database as the routes use it, timing each statement (`api_db_query_duration_seconds`) and,
 * at LOG_LEVEL=debug, logging it: the line carries the request id of the request that ran it
 * (the logger's mixin), so a slow answer can be followed down to its SQL.
 */
export function observeDatabase(db: Database, logger: Logger, metrics: ApiMetrics): Database {
  const timed = (target: Queryable, place: 'pool' | 'transaction'): Queryable => {
    const observe = (sql: string, started: number, failed: boolean) => {
      const seconds = (performance.now() - started) / 1000;
      metrics.dbQueryDuration.observe({ in: place }, seconds);
      if (failed) metrics.dbQueryErrors.inc({ in: place });
      if (logger.isLevelEnabled('debug')) {
        logger.debug({ sql: oneLine(sql), ms: Math.round(seconds * 1000), failed }, 'sql');
      }
    };
    return {
      query: async <T>(sql: string, params?: readonly unknown[]) => {
        const started = performance.now();
        let failed = true;
        try {
          const result = await target.query<T>(sql, params);
          failed = false;
          return result;
        } finally {
          observe(sql, started, failed);
        }
      },
      exec: async (sql: string) => {
        const started = performance.now();
        let failed = true;
        try {
          await target.exec(sql);
          failed = false;
        } finally {
          observe(sql, started, failed);
        }
      },
    };
  };
  const pooled = timed(db, 'pool');
  return {
    ...db,
    kind: db.kind,
    query: pooled.query,
    exec: pooled.exec,
    transaction: (fn) => db.transaction((tx) => fn(timed(tx, 'transaction'))),
    listen: (channel, onNotify) => db.listen(channel, onNotify),
    close: () => db.close(),
  };
}
