#!/usr/bin/env node
// `node scripts/soak-pglite.mjs [--cycles 100] [--writers 4] [--keep]`: kills the api (PGlite on
// disk) with SIGKILL in the middle of writes, cycle after cycle, and checks that every start opens
// the folder with every acknowledged write and applies repeated writes once. Runs
// tests/soak/pglite-soak.ts under tsx; exits 1 when anything was lost or doubled.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const child = spawn(
  path.join(root, 'node_modules', '.bin', 'tsx'),
  ['tests/soak/pglite-soak.ts', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
