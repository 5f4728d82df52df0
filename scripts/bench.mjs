#!/usr/bin/env node
// `npm run bench` (after `npm run build`): runs tests/bench/run.ts under tsx, passing options on,
// e.g. `npm run bench -- --duration 30 --connections 20`; `npm run bench -- --cluster` loads the
// cluster (tests/bench/cluster-load.ts).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// --cluster: the mixed load against the cluster of `npm run start:cluster` instead.
const script = process.argv.includes('--cluster')
  ? 'tests/bench/cluster-load.ts'
  : 'tests/bench/run.ts';
const child = spawn(
  path.join(root, 'node_modules', '.bin', 'tsx'),
  [script, ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
