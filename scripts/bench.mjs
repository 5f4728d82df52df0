#!/usr/bin/env node
// `npm run bench` (after `npm run build`): runs tests/bench/run.ts under tsx, passing options on,
// e.g. `npm run bench -- --duration 30 --connections 20`.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let child = spawn(
  path.join(root, 'node_modules', '.bin', 'tsx'),
  ['tests/bench/run.ts', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
const exitCode = (code, signal) => code ?? (signal ? 1 : 0);
child.on('exit', (code, signal) => {
  // Then the web figures (tests/bench/web.ts), added to the same bench-results.json.
  const first = exitCode(code, signal);
  child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['tests/bench/web.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  child.on('exit', (webCode, webSignal) => process.exit(first || exitCode(webCode, webSignal)));
});
