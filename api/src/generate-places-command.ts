// `npm run bench`'s data: a data folder (or a PostgreSQL database) with the demo data and many
// generated places (seed/generate-places.ts), 100,000 by default.
//
//   DATA_DIR=/tmp/big tsx api/src/generate-places-command.ts [count] [--dump cache.tar.gz]
//   DATABASE_URL=postgres://... tsx api/src/generate-places-command.ts [count]
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig } from './config.js';
import { migrate } from './db/migrate.js';
import { openPglite } from './db/pglite.js';
import { LocalImageStorage } from './image/storage.js';
import { createLogger, type Logger } from './logger.js';
import { openRuntime } from './runtime.js';
import { seedDemoImages, seedDemoRowsIfEmpty } from './seed/seed.js';
import { generatePlaces } from './seed/generate-places.js';

/**
 * A PGlite data folder holding the demo data and `count` generated places. PGlite writes slowly to
 * disk, so the database is built in memory and its dump unpacked into the folder; `dumpFile`
 * keeps that dump for the next run (the bench caches it by the migrations and seed code).
 */
async function buildPgliteFolder(
  dataDir: string,
  count: number,
  dumpFile: string | undefined,
  logger: Logger,
): Promise<void> {
  let dump = dumpFile ? await readFile(dumpFile).catch(() => null) : null;
  if (!dump) {
    const memory = await openPglite(null);
    try {
      await migrate(memory);
      await seedDemoRowsIfEmpty(memory);
      await generatePlaces(
        memory,
        count,
        (done) => logger.info({ done, of: count }, 'generating places'),
        (step, ms) => logger.info({ step, ms }, 'built'),
      );
      dump = Buffer.from(await (await memory.dump()).arrayBuffer());
    } finally {
      await memory.close();
    }
    if (dumpFile) {
      await mkdir(path.dirname(dumpFile), { recursive: true });
      const temporary = `${dumpFile}.${process.pid}.tmp`;
      await writeFile(temporary, dump);
      await rename(temporary, dumpFile);
    }
  }
  const disk = await openPglite(path.join(dataDir, 'db'), { loadDataDir: new Blob([dump]) });
  try {
    await migrate(disk);
  } finally {
    await disk.close();
  }
  await seedDemoImages(new LocalImageStorage(path.join(dataDir, 'uploads')));
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { dump: { type: 'string' } },
  });
  const count = Number(positionals[0] ?? 100_000);
  if (!Number.isInteger(count) || count < 0) throw new Error(`Not a count: ${positionals[0]}`);
  const config = loadConfig();
  const logger = createLogger(config.logLevel === 'silent' ? 'silent' : 'info');
  const started = performance.now();
  const seconds = () => Math.round((performance.now() - started) / 100) / 10;
  const { dataDir } = config;
  if (!config.databaseUrl && dataDir && !existsSync(path.join(dataDir, 'db'))) {
    await buildPgliteFolder(dataDir, count, values.dump, logger);
    logger.info({ count, dataDir, seconds: seconds() }, 'generated places in place');
    return;
  }
  const runtime = await openRuntime({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    logger,
  });
  try {
    const added = await generatePlaces(
      runtime.db,
      count,
      (done) => logger.info({ done, of: count }, 'generating places'),
      (step, ms) => logger.info({ step, ms }, 'built'),
    );
    logger.info({ added, count, seconds: seconds() }, 'generated places in place');
  } finally {
    await runtime.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
