/**
 * The one door to the database. Repositories take a `Queryable`, so the same function runs on the
 * database or inside a transaction. Both implementations speak the same PostgreSQL dialect.
 */
export interface Queryable {
  query<T>(sql: string, params?: readonly unknown[]): Promise<{ rows: T[] }>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** The row a statement always returns (`RETURNING` of a write, an aggregate); `missing` says why not. */
export function onlyRow<T>(rows: readonly T[], missing: string): T {
  const row = rows[0];
  if (!row) throw new Error(missing);
  return row;
}

/** Reads the row of an id, or null; `lock` takes it for the transaction, before a change. */
export type ReadById<T> = (
  db: Queryable,
  id: string,
  options?: { lock?: boolean },
) => Promise<T | null>;

/**
 * The reader of one row by id: `select` finds it by `$1`, and a locked read appends `lockClause`
 * (`FOR UPDATE OF alias` when `select` joins rows that must stay unlocked).
 */
export function readById<T>(select: string, lockClause = 'FOR UPDATE'): ReadById<T> {
  return async (db, id, options = {}) => {
    const { rows } = await db.query<T>(options.lock ? `${select} ${lockClause}` : select, [id]);
    return rows[0] ?? null;
  };
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` in a transaction: commits when it resolves, rolls back when it throws. Inside `fn`
   * use `tx`, never the database itself (on PGlite that would wait for the transaction forever).
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotify` for every `NOTIFY channel` (pg_notify) once the notifying transaction has
   * committed; nothing for rolled-back ones. Also called after the listening connection was lost
   * and restored, since notifications may have been missed meanwhile. Resolves, once listening,
   * to a function that stops.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  /** The connection pool's use now (PostgreSQL; PGlite is one connection and has none). */
  poolUse?(): PoolUse;
  close(): Promise<void>;
}

export interface PoolUse {
  /** Connections open, busy or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  max: number;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; when absent, PGlite is used. */
  databaseUrl?: string | null;
  /** PGlite's data folder; null or absent keeps the database in memory. */
  pgliteDir?: string | null;
  /** PostgreSQL schema to work in (created when missing); default `public`. */
  schema?: string;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres.js');
    return openPostgres(options.databaseUrl, options.schema);
  }
  const { openPglite } = await import('./pglite.js');
  return openPglite(options.pgliteDir ?? null);
}
