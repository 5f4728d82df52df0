// `npm run db:seed`: migrates, then writes the demo data when the database is empty.
import { loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { openRuntime } from './runtime.js';

const config = loadConfig();
const logger = createLogger(config.logLevel === 'silent' ? 'silent' : 'info');
// openRuntime migrates and seeds an empty database; a seeded one is left as it is.
const runtime = await openRuntime({
  dataDir: config.dataDir,
  databaseUrl: config.databaseUrl,
  logger,
});
logger.info({ database: runtime.db.kind, dataDir: config.dataDir }, 'demo data in place');
await runtime.close();
