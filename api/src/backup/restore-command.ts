// `npm run db:restore -- <backup folder>`: restores a backup made by `npm run db:backup` into
// DATA_DIR (a fresh one for the embedded database) or DATABASE_URL (a database without tables).
import path from 'node:path';
import { loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { restoreBackup } from './backup.js';

const config = loadConfig();
const logger = createLogger(config.logLevel === 'silent' ? 'silent' : 'info');
if (!config.dataDir) throw new Error('DATA_DIR is not set');
const given = process.argv[2];
if (!given) {
  console.error('usage: npm run db:restore -- <backup folder>');
  process.exit(2);
}
const backup = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
const manifest = await restoreBackup(backup, {
  dataDir: config.dataDir,
  databaseUrl: config.databaseUrl,
});
const into = manifest.database === 'pglite' ? config.dataDir : 'DATABASE_URL';
logger.info(
  { database: manifest.database, createdAt: manifest.createdAt, into },
  'backup restored',
);
