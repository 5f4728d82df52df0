#!/usr/bin/env node
// `npm start`'s build: `npm run build`, unless the sources, the lock file and the VITE_ settings
// are exactly those of the last build and its outputs are all still there. So the first start
// builds (about two minutes) and the next one starts in seconds; any change builds again.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** What the build reads: the packages it builds, and the root files that steer it. */
const SOURCES = [
  'api',
  'gateway',
  'web',
  'schema',
  'server-kit',
  'scripts/precompress.mjs',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];
/** What it writes (and folders that are nobody's source). */
const SKIPPED = new Set(['node_modules', 'dist', 'dist-server', '.vite', 'coverage', '.data']);
/** Every output the start needs: without one, the build runs whatever the stamp says. */
const OUTPUTS = [
  'server-kit/dist',
  'api/dist/server.js',
  'gateway/dist/server.js',
  'web/dist/index.html',
  'web/dist/graphiql.html',
  'web/dist-server',
];
const STAMP = path.join(root, 'node_modules', '.cache', 'tavola-build-stamp');

function addTree(hash, relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return;
  let entries;
  try {
    entries = readdirSync(full, { withFileTypes: true });
  } catch {
    hash.update(`${relative}\0`).update(readFileSync(full));
    return;
  }
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (SKIPPED.has(entry.name) || entry.name.endsWith('.tsbuildinfo')) continue;
    addTree(hash, path.join(relative, entry.name));
  }
}

function sourcesStamp() {
  const hash = createHash('sha256');
  for (const source of SOURCES) addTree(hash, source);
  const vite = Object.entries(process.env).filter(([name]) => name.startsWith('VITE_'));
  hash.update(JSON.stringify(vite.sort()));
  return hash.digest('hex');
}

const stamp = sourcesStamp();
const built =
  OUTPUTS.every((output) => existsSync(path.join(root, output))) &&
  existsSync(STAMP) &&
  readFileSync(STAMP, 'utf8') === stamp;
if (built) {
  console.log('Built already from these sources: starting (any change to them builds again).');
} else {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const run = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
  mkdirSync(path.dirname(STAMP), { recursive: true });
  writeFileSync(STAMP, stamp);
}
