// The bench's database: the demo data plus generated places, on PGlite in a fresh data directory
// (cached between runs under $TMPDIR/tavola-bench-cache, keyed by the migrations and seed code) or
// on the PostgreSQL server of DATABASE_URL.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { databaseUrl, generatedPlaces, root } from './run-settings.js';

/** Changes whenever what the generated database holds could change. */
function databaseCacheKey(): string {
  const hash = createHash('sha256').update(String(generatedPlaces));
  const files = [
    ...readdirSync(path.join(root, 'api/migrations')).map((name) => `api/migrations/${name}`),
    ...readdirSync(path.join(root, 'api/src/seed'))
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => `api/src/seed/${name}`),
    'api/src/generate-places-command.ts',
    'node_modules/@electric-sql/pglite/package.json',
  ].sort();
  for (const file of files) hash.update(file).update(readFileSync(path.join(root, file)));
  return hash.digest('hex').slice(0, 16);
}

/** Fills the data directory (or DATABASE_URL) with the demo data and the generated places. */
export function generateDatabase(dataDir: string): Promise<void> {
  const dump = path.join(os.tmpdir(), 'tavola-bench-cache', `places-${databaseCacheKey()}.tar.gz`);
  const started = Date.now();
  console.log(
    `bench: ${generatedPlaces} generated places on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}` +
      (databaseUrl ? '' : ` (cache ${dump})`),
  );
  const child = spawn(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    [
      'api/src/generate-places-command.ts',
      String(generatedPlaces),
      ...(databaseUrl ? [] : ['--dump', dump]),
    ],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`generate-places exited with ${code}`));
      console.log(`bench: database ready in ${Math.round((Date.now() - started) / 1000)} s`);
      resolve();
    });
  });
}
