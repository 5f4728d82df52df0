import type { Database, Queryable } from '../db/database.js';

/**
 * Word similarity (pg_trgm) from which a name matches a search: one wrong or swapped letter in a
 * word of six letters still finds it (the extension's default, 0.6, misses most typos).
 */
export const nameSimilarityThreshold = 0.45;

/**
 * Runs `read` with the trigram threshold set for this transaction only when a name search is
 * part of it; other reads go straight to the database.
 */
export function withNameSearch<T>(
  db: Database,
  searching: boolean,
  read: (db: Queryable) => Promise<T>,
): Promise<T> {
  if (!searching) return read(db);
  return db.transaction(async (tx) => {
    await tx.query(`SELECT set_config('pg_trgm.word_similarity_threshold', $1, true)`, [
      String(nameSimilarityThreshold),
    ]);
    return read(tx);
  });
}
