import type { Database, Queryable } from '../db/database.js';

/**
 * Hot reads (places lists and pages, the people search) as prepared statements on PGlite. There, parsing and planning a
 * filtered page (the earthdistance functions inlined, several indexes weighed) costs about ten
 * times what executing it does, on the one thread every request waits for; a statement prepared
 * once per distinct SQL text skips that on every later call. PostgreSQL servers plan in native
 * code on pooled connections, so there the query goes out as it is.
 *
 * PGlite offers no named statements in its query API, so this uses SQL's PREPARE and EXECUTE,
 * with the parameters written as literals (see `sqlLiteral`): only values this module can quote
 * exactly go that way, anything else falls back to the plain parameterised query.
 */

/** Distinct statements kept per database; more (unusual filter mixes) run unprepared. */
export const maxPreparedStatements = 200;

interface Session {
  /** SQL text to the name of its prepared statement, once PREPARE succeeded or while it runs. */
  statements: Map<string, Promise<string>>;
  /** Literals are exact only when backslashes in '...' are plain characters. */
  literalsSafe: Promise<boolean>;
}

const sessions = new WeakMap<Database, Session>();
let statementCount = 0;

function sessionOf(database: Database, reader: Queryable): Session {
  let session = sessions.get(database);
  if (!session) {
    session = {
      statements: new Map(),
      literalsSafe: reader
        .query<{ value: string }>(`SELECT current_setting('standard_conforming_strings') AS value`)
        .then(({ rows }) => rows[0]?.value === 'on'),
    };
    sessions.set(database, session);
  }
  return session;
}

/**
 * Runs `sql` with `params` through `reader` (the database itself or one of its transactions),
 * as a prepared statement when `database` is PGlite. Same rows as `reader.query(sql, params)`.
 */
export async function preparedRead<T>(
  database: Database,
  reader: Queryable,
  sql: string,
  params: readonly unknown[],
): Promise<{ rows: T[] }> {
  const literals = database.kind === 'pglite' ? params.map(sqlLiteral) : null;
  if (!literals || literals.some((literal) => literal === null)) {
    return reader.query<T>(sql, params);
  }
  const session = sessionOf(database, reader);
  if (!(await session.literalsSafe)) return reader.query<T>(sql, params);
  let name = session.statements.get(sql);
  if (!name) {
    if (session.statements.size >= maxPreparedStatements) return reader.query<T>(sql, params);
    // Unique in the process, so two handles on one PGlite session never take the same name.
    statementCount += 1;
    const prepared = `prepared_read_${statementCount}`;
    name = reader.exec(`PREPARE ${prepared} AS ${sql}`).then(() => prepared);
    session.statements.set(sql, name);
    // A failed PREPARE (a transaction already aborted, say) is retried by the next call.
    name.catch(() => session.statements.delete(sql));
  }
  return reader.query<T>(`EXECUTE ${await name}(${literals.join(', ')})`);
}

/**
 * A parameter as an SQL literal that PostgreSQL reads back as exactly that value (with
 * standard_conforming_strings on), or null when it cannot be written as one here. Strings and
 * arrays become untyped quoted literals, so they take the type the statement gives their
 * parameter ($1::text[], a column's type).
 */
export function sqlLiteral(value: unknown): string | null {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return Number.isFinite(value) ? `(${String(value)})` : null;
  if (typeof value === 'string') return value.includes('\0') ? null : quoted(value);
  if (Array.isArray(value)) {
    const elements: string[] = [];
    for (const element of value as unknown[]) {
      if (element === null) elements.push('NULL');
      else if (typeof element === 'string' || typeof element === 'number') {
        const text = String(element);
        if (text.includes('\0') || (typeof element === 'number' && !Number.isFinite(element))) {
          return null;
        }
        elements.push(`"${text.replace(/["\\]/g, '\\$&')}"`);
      } else return null;
    }
    return quoted(`{${elements.join(',')}}`);
  }
  return null;
}

function quoted(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}
