#!/usr/bin/env node
// `npm test`: every check and test layer in order, output streamed as it happens, ending with one
// line `tests: N passed, M failed`. N counts test cases (vitest and Playwright); M counts failed
// test cases plus failed checks (lint, typecheck, codegen, build, setup), so the line and the
// exit code never hide a red step. Later steps still run after a failure, so one run shows
// everything, except those that need an earlier one (e2e needs the build). The summary gives
// each step's wall time, the ten slowest test files of each vitest project and of Playwright,
// and every test that passed only on its retry.
//
// The product is built once, before the tests, for every layer that runs it: the integration
// tests' server render, the cluster and the browser tests (TAVOLA_BUILT tells them it is fresh).
//
// Options: --skip-e2e, --skip-postgres (for a quick local loop; CI runs everything).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
// TAVOLA_TEST_REPORTS names a folder that keeps the runs' JSON reports (every file's time) after
// the run; without it they go with the run's temporary folder.
const keptReports = process.env.TAVOLA_TEST_REPORTS;
if (keptReports) mkdirSync(keptReports, { recursive: true });
const tmp = keptReports
  ? path.resolve(keptReports)
  : mkdtempSync(path.join(os.tmpdir(), 'tavola-test-'));
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const totals = { passed: 0, failed: 0 };
const summary = [];
/** The slowest test files of each vitest project and of Playwright, for the summary. */
const slowest = [];
/** Tests that failed and then passed on their retry: each is listed, never hidden. */
const flaky = [];
const slowestCount = 10;

function banner(title) {
  const line = '='.repeat(Math.max(0, 78 - title.length - 4));
  console.log(`\n== ${title} ${line}`);
}

/**
 * Runs a command; resolves with its exit code and, when captured, its stdout. `capture: 'all'`
 * also takes stderr (for steps run side by side, printed whole when they end).
 */
function run(command, commandArgs, { env = {}, capture = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0', ...env },
      stdio: ['ignore', capture ? 'pipe' : 'inherit', capture === 'all' ? 'pipe' : 'inherit'],
    });
    let stdout = '';
    child.stdout?.on('data', (chunk) => (stdout += chunk));
    child.stderr?.on('data', (chunk) => (stdout += chunk));
    child.on('error', (error) => {
      console.error(`test: could not run ${command}: ${error.message}`);
      resolve({ code: 127, stdout });
    });
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), stdout }));
  });
}

function record(name, started, passed, failed, note = '', isCheck = false, ended = Date.now()) {
  totals.passed += passed;
  totals.failed += failed;
  const seconds = ((ended - started) / 1000).toFixed(1);
  summary.push({ name, passed, failed, seconds, note, isCheck });
}

/** A step that either passes or fails as a whole (lint, typecheck, build...). */
async function check(name, command, commandArgs, options) {
  banner(name);
  const started = Date.now();
  const { code, stdout } = await run(command, commandArgs, options);
  record(name, started, 0, code === 0 ? 0 : 1, code === 0 ? '' : `exit ${code}`, true);
  return { ok: code === 0, stdout };
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** A vitest run: counts come from its JSON report; a crash with no failing test counts as one. */
async function vitest(name, vitestArgs, env = {}) {
  banner(name);
  const started = Date.now();
  const report = path.join(tmp, `${name.replace(/\W+/g, '-')}.json`);
  const { code } = await run(
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...vitestArgs],
    { env },
  );
  const json = readJson(report);
  const passed = json?.numPassedTests ?? 0;
  // A file that fails to load has no failing test but is a failure all the same.
  const brokenFiles = (json?.testResults ?? []).filter(
    (file) =>
      file.status === 'failed' && !file.assertionResults?.some((test) => test.status === 'failed'),
  ).length;
  let failed = (json?.numFailedTests ?? 0) + brokenFiles;
  if (code !== 0 && failed === 0) failed = 1;
  let note = json ? `${json.numTotalTests} tests in ${json.testResults.length} files` : 'no report';
  if (brokenFiles > 0) note += `, ${brokenFiles} files failed to run`;
  record(name, started, passed, failed, code === 0 ? note : `${note}, exit ${code}`);
  keepSlowestVitestFiles(name, json?.testResults ?? []);
}

/** The project a test file belongs to, from its folder (every project owns one). */
function vitestProjectOf(file) {
  const relative = path.relative(root, file);
  if (relative.startsWith(`tests${path.sep}integration`)) return 'integration';
  if (relative.startsWith(`tests${path.sep}cluster`)) return 'cluster';
  return relative.split(path.sep)[0];
}

function keepSlowestVitestFiles(step, files) {
  const byProject = new Map();
  for (const file of files) {
    const project = vitestProjectOf(file.name);
    const seconds = (file.endTime - file.startTime) / 1000;
    if (!byProject.has(project)) byProject.set(project, []);
    byProject.get(project).push({ file: path.relative(root, file.name), seconds });
  }
  for (const [project, entries] of byProject) {
    entries.sort((a, b) => b.seconds - a.seconds);
    slowest.push({ title: `${step}: ${project}`, entries: entries.slice(0, slowestCount) });
  }
}

/** From Playwright's JSON report: the slowest spec files (per project) and the flaky tests. */
function readPlaywrightReport(report) {
  const perFile = new Map();
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const key = `[${test.projectName}] ${spec.file}`;
        const seconds =
          (test.results ?? []).reduce((sum, result) => sum + result.duration, 0) / 1000;
        perFile.set(key, (perFile.get(key) ?? 0) + seconds);
        if (test.status === 'flaky') {
          flaky.push(`[${test.projectName}] ${spec.file}: ${[...titles, spec.title].join(' > ')}`);
        }
      }
    }
    for (const child of suite.suites ?? [])
      visit(child, suite.title ? [...titles, suite.title] : titles);
  };
  for (const suite of report?.suites ?? []) visit(suite, []);
  const entries = [...perFile].map(([file, seconds]) => ({ file, seconds }));
  entries.sort((a, b) => b.seconds - a.seconds);
  slowest.push({
    title: 'playwright e2e (time in the spec, both workers added)',
    entries: entries.slice(0, slowestCount),
  });
}

/** `tsc -p` for a package; a solution-style tsconfig (files: [] + references) is checked per reference. */
function typecheckTargets(dir) {
  const file = path.join(root, dir, 'tsconfig.json');
  if (!existsSync(file)) return [dir];
  try {
    // tsconfig files may hold comments and trailing commas.
    const text = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '')
      .replace(/,(\s*[}\]])/g, '$1');
    const config = JSON.parse(text);
    if (Array.isArray(config.files) && config.files.length === 0 && config.references?.length) {
      return config.references.map((reference) => path.join(dir, reference.path));
    }
  } catch {
    // Unparseable here is still fine for tsc; let it report.
  }
  return [dir];
}

const startedAll = Date.now();

/**
 * Runs checks on two lanes (the machine has two cores). Each lane first runs its own jobs in order
 * (`lanes`: two lists, for jobs that must not overlap certain others), then takes the next job of
 * the shared queue (`shared`, longest first) until none is left. Each job's output is captured
 * and printed whole, in the order given, once all have ended. A job is `[name, command, args]`,
 * or `[name, command, args, after]` to start only once the job named `after` has ended; resolves
 * with whether each job passed, by name.
 */
async function checksSideBySide(lanes, shared = []) {
  const ended = new Map();
  const job = ([name, command, commandArgs, after]) => {
    let end;
    ended.set(name, new Promise((resolve) => (end = resolve)));
    return { name, command, commandArgs, after, end, result: undefined };
  };
  const own = lanes.map((jobs) => jobs.map(job));
  const queue = shared.map(job);
  const pending = [...own.flat(), ...queue];
  await Promise.all(
    own.map(async (mine) => {
      for (let next = mine.shift() ?? queue.shift(); next; next = mine.shift() ?? queue.shift()) {
        if (next.after) await ended.get(next.after);
        next.started = Date.now();
        next.result = await run(next.command, next.commandArgs, { capture: 'all' });
        next.ended = Date.now();
        next.end();
      }
    }),
  );
  const passed = new Map();
  for (const { name, started, ended, result } of pending) {
    banner(name);
    process.stdout.write(result.stdout);
    const ok = result.code === 0;
    record(name, started, 0, ok ? 0 : 1, ok ? '' : `exit ${result.code}`, true, ended);
    passed.set(name, ok);
  }
  return passed;
}

// 1. Lint, format and types (the same strict base config in every package), the generated code
// matches the schema and the OpenAPI document, the product is built once for every layer below
// that runs it, and the seeded demo database the PGlite tests copy is made once. The codegen
// check rewrites the generated files in place and puts them back, so it runs first, beside
// prettier alone (prettier ignores those files; ESLint's typed rules, tsc and the build read
// them, and start after it).
const typecheck = (dir) =>
  typecheckTargets(dir).map((target) => [
    `tsc ${target}`,
    bin('tsc'),
    ['-p', target, '--noEmit', '--pretty'],
  ]);
const needsBuild = !args.has('--skip-e2e');
const checked = await checksSideBySide(
  [
    [
      ['codegen', process.execPath, ['scripts/codegen-check.mjs']],
      ['eslint', bin('eslint'), ['.']],
    ],
    [
      ['prettier', bin('prettier'), ['--check', '.']],
      ...(needsBuild ? [['build', 'npm', ['run', 'build'], 'codegen']] : []),
    ],
  ],
  [
    ...typecheck('web'),
    ...typecheck('tests'),
    ...typecheck('api'),
    // What every in-memory api of the vitest runs starts from, made once before they start.
    [
      'test database cache',
      process.execPath,
      ['--import', 'tsx', 'api/src/seed/test-cache-command.ts'],
    ],
    ...typecheck('gateway'),
    ...typecheck('server-kit'),
  ],
);
const build = { ok: checked.get('build') === true };

const built = build.ok ? { TAVOLA_BUILT: '1' } : {};

// 2. Unit and integration tests (api, gateway, web, integration), in-memory PGlite.
await vitest('vitest', ['--maxWorkers=2'], built);

// 3. The api's suite again on a real PostgreSQL server, the production path.
if (!args.has('--skip-postgres')) {
  const postgres = await check(
    'ensure-postgres',
    'bash',
    ['scripts/ensure-postgres.sh', '--reset'],
    {
      capture: true,
    },
  );
  const databaseUrl = postgres.stdout.trim().split('\n').pop();
  if (postgres.ok && databaseUrl) {
    // Each test file works in a database of its own, copied from a seeded template.
    await vitest('vitest api on PostgreSQL', ['--project=*api', '--maxWorkers=2'], {
      DATABASE_URL: databaseUrl,
    });
    // Past one process on that server: two apis, two gateways and HAProxy (scripts/cluster.mjs,
    // with a database of its own), running the build when there is one.
    await vitest('vitest cluster', ['-c', 'tests/cluster/vitest.config.ts'], built);
  }
}

// 4. The built product in a real browser.
if (!args.has('--skip-e2e')) {
  const chromium = await check('ensure-chromium', 'bash', ['scripts/ensure-chromium.sh']);
  if (build.ok && chromium.ok) {
    banner('playwright e2e');
    const started = Date.now();
    const report = path.join(tmp, 'e2e.json');
    const { code } = await run(
      bin('playwright'),
      ['test', '-c', 'tests/e2e/playwright.config.ts'],
      {
        env: { PLAYWRIGHT_JSON_OUTPUT_FILE: report },
      },
    );
    const json = readJson(report);
    readPlaywrightReport(json);
    const stats = json?.stats;
    const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
    let failed = stats?.unexpected ?? 0;
    if (code !== 0 && failed === 0) failed = 1;
    const note = stats ? `${stats.flaky} flaky, ${stats.skipped} skipped` : 'no report';
    record('playwright e2e', started, passed, failed, code === 0 ? note : `${note}, exit ${code}`);
  }
}

if (!keptReports) rmSync(tmp, { recursive: true, force: true });

banner('summary');
for (const { name, passed, failed, seconds, note, isCheck } of summary) {
  const status = failed > 0 ? 'FAIL' : 'ok  ';
  const counts = isCheck
    ? 'check'.padEnd(22)
    : `${String(passed).padStart(4)} passed ${String(failed).padStart(3)} failed`;
  console.log(`${status} ${name.padEnd(28)} ${counts} ${seconds.padStart(6)} s  ${note}`);
}
for (const { title, entries } of slowest) {
  console.log(`\nslowest files, ${title}:`);
  for (const { file, seconds } of entries)
    console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${file}`);
}
console.log(`\npassed only on a retry (flaky): ${flaky.length === 0 ? 'none' : ''}`);
for (const test of flaky) console.log(`  ${test}`);
console.log(`\ntotal time ${((Date.now() - startedAll) / 1000).toFixed(0)} s`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exitCode = totals.failed > 0 ? 1 : 0;
