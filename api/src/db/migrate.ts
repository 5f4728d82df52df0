import { fileURLToPath } from 'node:url';
import Postgrator from 'postgrator';
import type { Database } from './database.js';

// Same relative place from src/db and dist/db.
const migrationsDir = fileURLToPath(new URL('../../migrations', import.meta.url));

// Any constant; it only has to be the same for every api instance.
const migrationLockKey = 74_011;

/**
 * Brings the schema to the latest migration. Everything runs in one transaction under an advisory
 * lock, so api instances starting together on one PostgreSQL do not race, and a failed migration
 * leaves nothing half-applied.
 */
export async function migrate(db: Database): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [migrationLockKey]);
    // Postgrator looks for its table in every schema unless told which one is ours.
    const [current] = (await tx.query<{ schema: string }>('SELECT current_schema() AS schema'))
      .rows;
    const postgrator = new Postgrator({
      driver: 'pg',
      migrationPattern: `${migrationsDir.replaceAll('\\', '/')}/*.sql`,
      schemaTable: 'schema_migrations',
      currentSchema: current?.schema ?? 'public',
      // Postgrator's typing wants `any[]` rows; our rows are `unknown`, which is what it reads.
      // Its `SET search_path = <schema>` is skipped: the connection's path is already
      // `<schema>,public`, and dropping public would hide the extensions installed there (pg_trgm's
      // gin_trgm_ops) from the migrations and, since SET outlives the transaction, from the
      // pooled connection afterwards.
      execQuery: (sql) =>
        /^SET search_path\b/i.test(sql)
          ? Promise.resolve({ rows: [] })
          : tx.query<Record<string, unknown>>(sql),
      execSqlScript: (sql) => tx.exec(sql),
    });
    const applied = await postgrator.migrate();
    return applied.map((migration) => migration.version);
  });
}
