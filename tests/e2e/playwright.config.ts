// End-to-end tests: the built product (`node scripts/start.mjs`, as `npm start` runs it) on its own
// ports with a fresh data directory, driven by Debian's Chromium (its headless shell) at a phone and a desktop width.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, headlessShellPath, phone } from '../support/chromium.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** A port nothing listens on now (the config must be synchronous, hence a child process). */
function freePort(): string {
  const script =
    "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}

/** Data directories of earlier runs (an hour old or more; a run takes minutes) are removed. */
function removeOldDataDirs() {
  const hourAgo = Date.now() - 3_600_000;
  for (const name of readdirSync(os.tmpdir())) {
    const dir = path.join(os.tmpdir(), name);
    if (name.startsWith('tavola-e2e-') && statSync(dir).mtimeMs < hourAgo) {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

// Free ports rather than fixed ones: other servers (a running `npm start`, another test run) may
// hold 4000/4100. Workers load this file again; the environment hands them the main process's
// choices. Each run gets its own empty data directory, so the first start seeds the demo data.
if (!process.env.E2E_DATA_DIR) {
  removeOldDataDirs();
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'tavola-e2e-'));
}
process.env.E2E_PORT ??= freePort();
process.env.E2E_API_PORT ??= freePort();
const port = process.env.E2E_PORT;
const apiPort = process.env.E2E_API_PORT;
// E2E_BASE_URL runs the suite against a Tavola already running there (for example the cluster of
// `npm run start:cluster`, docs/operations.md) instead of starting one.
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://127.0.0.1:${port}`;

const config = defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: path.join(root, 'test-results/e2e'),
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  // One retry: on a loaded CI machine (seen running the suite at less than half this machine's
  // speed) a journey can miss a timeout once. A test that passes only on its retry is counted
  // as flaky in `npm test`'s summary, so it stays visible; one that fails twice fails the run.
  retries: 1,
  // Journeys register people and upload images; a loaded CI machine runs them at half speed.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile:
          process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? path.join(root, 'test-results/e2e.json'),
      },
    ],
  ],
  use: {
    baseURL,
    headless: true,
    // A trace records every action's snapshots, a cost each test would pay to keep only a failed
    // one's; as Playwright advises for CI, only a retry (a test that already failed once) records.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: headlessShellPath,
      args: chromiumArgs,
    },
  },
  projects: [
    { name: 'mobile', use: phone },
    { name: 'desktop', use: { viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: root,
    url: baseURL,
    // The first start migrates and seeds the demo data.
    timeout: 180_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: port,
      API_PORT: apiPort,
      API_URL: `http://127.0.0.1:${apiPort}`,
      // Free ports: other runs on this machine (and the specs' own gateways) need theirs.
      METRICS_PORT: '0',
      API_METRICS_PORT: '0',
      DATA_DIR: process.env.E2E_DATA_DIR,
      NODE_ENV: 'production',
      // Every browser of the suite signs up from 127.0.0.1: more code sends than one address has.
      CODE_SENDS_PER_ADDRESS_PER_HOUR: '500',
      // ... and holds more tables at once than one address may (the limit has tests of its own).
      HOLDS_PER_ADDRESS: '500',
      // No internet here: the maps show their plain ground, not OpenStreetMap's tiles.
      MAP_TILES_URL: '',
      // The head's and the server render's budget is for phones; a busy test machine waits for
      // them, so a visitor's page is rendered on the server in every run, as on a quiet one.
      PAGE_HEAD_BUDGET_MS: '20000',
      // Every test signs people up and in: passwords are hashed at scrypt's lowest allowed cost.
      PASSWORD_COST: '10',
    },
  },
});

if (external) delete config.webServer;

export default config;
