#!/usr/bin/env node
// `npm run bench` (after `npm run build`), each step under tsx, all writing into bench-results.json:
//   1. tests/bench/run.ts: the api and gateway figures; options are passed on, e.g.
//      `npm run bench -- --duration 30 --connections 20`;
//   2. tests/bench/web.ts: the web figures (first-route bytes, like time, layout shift, Lighthouse);
//   3. tests/bench/cluster-load.ts: the mixed load against the cluster of `npm run start:cluster`
//      (it starts and stops the cluster itself; needs PostgreSQL and HAProxy, installed on demand).
// `npm run bench -- --cluster [--duration S --connections N]` runs only the third step with those
// options; `--skip-cluster` leaves it out.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const only = (flag) => args.includes(flag);
const passed = args.filter((arg) => arg !== '--cluster' && arg !== '--skip-cluster');

const steps = only('--cluster')
  ? [['tests/bench/cluster-load.ts', passed]]
  : [
      ['tests/bench/run.ts', passed],
      ['tests/bench/web.ts', []],
      ...(only('--skip-cluster') ? [] : [['tests/bench/cluster-load.ts', []]]),
    ];

let current;
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => current?.kill(signal));

/** Runs one step; resolves with its exit code (a signal counts as 1). */
function runStep([script, stepArgs]) {
  return new Promise((resolve) => {
    current = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), [script, ...stepArgs], {
      cwd: root,
      stdio: 'inherit',
    });
    current.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

// Every step runs even when an earlier one failed, so one broken figure does not hide the rest.
let failed = 0;
for (const step of steps) failed ||= await runStep(step);
process.exit(failed);
