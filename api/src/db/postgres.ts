import pg from 'pg';
import type { Database, Queryable } from './database.js';

const schemaName = /^[a-z_][a-z0-9_]*$/;
const channelName = /^[a-z_][a-z0-9_]*$/;

/** Waits between attempts to restore a lost listening connection, doubling up to the last. */
const relistenDelays = { firstMs: 100, maxMs: 5000 } as const;

export async function openPostgres(connectionString: string, schema = 'public'): Promise<Database> {
  if (!schemaName.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  // search_path per connection, so every pooled client works in the same schema; public stays
  // on the path for extensions installed there (pg_trgm, earthdistance).
  const searchPath = schema === 'public' ? 'public' : `${schema},public`;
  const poolMax = 10;
  const pool = new pg.Pool({
    connectionString,
    max: poolMax,
    options: `-c search_path=${searchPath}`,
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Queries report their own errors.
  });
  await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);

  const over = (client: pg.Pool | pg.PoolClient): Queryable => ({
    query: async <T>(sql: string, params?: readonly unknown[]) => {
      const result = await client.query(sql, params ? [...params] : undefined);
      return { rows: result.rows as T[] };
    },
    exec: async (sql) => {
      await client.query(sql);
    },
  });

  const listeners = new Set<() => Promise<void>>();

  /**
   * LISTEN needs a connection of its own for as long as it listens (a pooled one would be handed
   * to queries). A lost connection is restored with growing waits; since notifications may have
   * been missed meanwhile, `onNotify` is then called once.
   */
  const listen = async (channel: string, onNotify: () => void) => {
    if (!channelName.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
    let client: pg.Client | null = null;
    let stopped = false;
    let retry: NodeJS.Timeout | undefined;

    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString });
      next.on('notification', (message) => {
        if (message.channel === channel) onNotify();
      });
      next.on('error', () => lost(next));
      next.on('end', () => lost(next));
      try {
        await next.connect();
        await next.query(`LISTEN ${channel}`);
      } catch (error) {
        await next.end().catch(() => undefined);
        throw error;
      }
      if (stopped) {
        await next.end().catch(() => undefined);
        return;
      }
      client = next;
    };
    const reconnectAfter = (delayMs: number) => {
      retry = setTimeout(() => {
        connect().then(
          () => onNotify(),
          () => reconnectAfter(Math.min(delayMs * 2, relistenDelays.maxMs)),
        );
      }, delayMs);
    };
    function lost(which: pg.Client) {
      if (stopped || client !== which) return;
      client = null;
      void which.end().catch(() => undefined);
      reconnectAfter(relistenDelays.firstMs);
    }

    await connect();
    const stop = async () => {
      stopped = true;
      listeners.delete(stop);
      clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    };
    listeners.add(stop);
    return stop;
  };

  return {
    kind: 'postgres',
    listen,
    poolUse: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: poolMax,
    }),
    ...over(pool),
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(over(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}
