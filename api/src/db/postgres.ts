import pg from 'pg';
import type { Database, Queryable } from './database.js';

const schemaName = /^[a-z_][a-z0-9_]*$/;

export async function openPostgres(connectionString: string, schema = 'public'): Promise<Database> {
  if (!schemaName.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  // search_path per connection, so every pooled client works in the same schema; public stays
  // on the path for extensions installed there (pg_trgm, earthdistance).
  const searchPath = schema === 'public' ? 'public' : `${schema},public`;
  const pool = new pg.Pool({ connectionString, max: 10, options: `-c search_path=${searchPath}` });
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

  return {
    kind: 'postgres',
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
    close: () => pool.end(),
  };
}
