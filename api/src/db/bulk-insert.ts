import type { Queryable } from './database.js';

const identifier = /^[a-z_][a-z0-9_]*$/;
const rowsPerStatement = 2000;

/**
 * Inserts many rows in a few statements: the rows travel as one JSON parameter and
 * jsonb_populate_recordset turns them into typed rows. Keys are column names (snake_case); every
 * row must have the same keys. Columns left out get their defaults.
 */
export async function bulkInsert(
  db: Queryable,
  table: string,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  for (const name of [table, ...columns]) {
    if (!identifier.test(name)) throw new Error(`Invalid identifier: ${name}`);
  }
  const list = columns.join(', ');
  const sql =
    `INSERT INTO ${table} (${list}) ` +
    `SELECT ${list} FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)`;
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    await db.query(sql, [JSON.stringify(rows.slice(start, start + rowsPerStatement))]);
  }
}
