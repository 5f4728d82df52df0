// The two flags that take a post or comment out of sight, and the one way both are written, so
// their counters move exactly once whatever arrives repeated or in parallel.
import type { Queryable } from './database.js';

export type VisibilityFlag = 'is_deleted' | 'is_hidden';

export interface FlaggedTable {
  /** `posts` or `comments`. */
  table: string;
  /** The alias `returning` reads the row under. */
  alias: string;
  /** The columns of the answered row. */
  returning: string;
}

/**
 * Sets `flag` of one row to `value`. The UPDATE only matches when the flag really changes, and the
 * row is answered only when its visibility changed with it (the other flag is not set): then, and
 * only then, its counters move. Undefined otherwise.
 */
export async function setVisibilityFlag<Row extends object>(
  tx: Queryable,
  { table, alias, returning }: FlaggedTable,
  id: string,
  flag: VisibilityFlag,
  value: boolean,
): Promise<Row | undefined> {
  const other: VisibilityFlag = flag === 'is_deleted' ? 'is_hidden' : 'is_deleted';
  const { rows } = await tx.query<Row & { other_flag: boolean }>(
    `UPDATE ${table} ${alias} SET ${flag} = $2, updated_at = now()
     WHERE ${alias}.id = $1 AND ${alias}.${flag} <> $2
     RETURNING ${returning}, ${alias}.${other} AS other_flag`,
    [id, value],
  );
  const row = rows[0];
  return row && !row.other_flag ? row : undefined;
}
