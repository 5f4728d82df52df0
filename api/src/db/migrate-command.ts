// `npm run db:migrate`: brings DATA_DIR's PGlite (or DATABASE_URL) to the latest migration.
import path from 'node:path';
import { loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { openDatabase } from './database.js';
import { migrate } from './migrate.js';

const config = loadConfig();
const logger = createLogger(config.logLevel === 'silent' ? 'silent' : 'info');
const db = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: config.dataDir ? path.join(config.dataDir, 'db') : null,
});
try {
  const applied = await migrate(db);
  logger.info({ applied, database: db.kind }, applied.length ? 'migrated' : 'already up to date');
} finally {
  await db.close();
}
