// `npm run db:backup [-- <folder>]`: writes a backup of DATA_DIR (PGlite and images) or of
// DATABASE_URL (pg_dump) and DATA_DIR's images into <folder> (default `backups/`), one new folder
// per backup. The api must be stopped for the embedded database (one process per data folder).
import path from 'node:path';
import { loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { backupName, writeBackup } from './backup.js';

const config = loadConfig();
const logger = createLogger(config.logLevel === 'silent' ? 'silent' : 'info');
if (!config.dataDir) throw new Error('DATA_DIR is not set');
const baseDir = process.env.INIT_CWD ?? process.cwd();
const parent = path.resolve(baseDir, process.argv[2] ?? 'backups');
const target = path.join(parent, backupName(new Date()));
const manifest = await writeBackup(
  { dataDir: config.dataDir, databaseUrl: config.databaseUrl },
  target,
);
logger.info({ database: manifest.database, backup: target }, 'backup written');
