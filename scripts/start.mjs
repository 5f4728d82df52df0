#!/usr/bin/env node
// Runs the built product: the api, then the gateway (which serves the web app) once the api
// answers. `npm start` builds first; this script only supervises the two processes.
//
// Environment (all optional): PORT (gateway, 4000), API_PORT (4001), API_URL (gateway -> api,
// http://127.0.0.1:$API_PORT), DATA_DIR (./.data), DATABASE_URL (PostgreSQL instead of PGlite),
// NODE_ENV (production), LOG_LEVEL, API_READY_TIMEOUT_MS (the first start seeds; 180000),
// DEV_INBOX (1: one-time codes readable in the api's development inbox), EVENTS_SECRET (the event
// stream's secret; generated on the first start and kept in DATA_DIR/events-secret),
// VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT (web push; the keys are generated on the
// first start and kept in DATA_DIR/vapid-keys.json).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eventsSecretFor } from './lib/events-secret.mjs';
import { vapidKeysFor } from './lib/vapid-keys.mjs';
import { createSupervisor } from './lib/supervisor.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const port = process.env.PORT || '4000';
const apiPort = process.env.API_PORT || '4001';
const apiUrl = process.env.API_URL || `http://127.0.0.1:${apiPort}`;
// Relative to where the user ran the command, as `DATA_DIR=./x npm start` suggests (npm runs
// scripts from the package root and keeps the user's directory in INIT_CWD).
const dataDir = path.resolve(
  process.env.INIT_CWD || process.cwd(),
  process.env.DATA_DIR || '.data',
);
const apiReadyTimeoutMs = Number(process.env.API_READY_TIMEOUT_MS || 180_000);

const entries = { api: 'api/dist/server.js', gateway: 'gateway/dist/server.js' };
for (const entry of Object.values(entries)) {
  if (!existsSync(path.join(root, entry))) {
    console.error(
      `start: ${entry} is missing; run \`npm run build\` first (or use \`npm start\`).`,
    );
    process.exit(1);
  }
}

const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV || 'production',
  // Someone who just ran `npm start` signs in with codes from the development inbox (no SMS
  // gateway yet); DEV_INBOX=0 turns it off (docs/demo-accounts.md).
  DEV_INBOX: process.env.DEV_INBOX || '1',
  PORT: port,
  API_PORT: apiPort,
  API_URL: apiUrl,
  DATA_DIR: dataDir,
  // The gateway reads the api's event stream with it; nobody else knows it.
  EVENTS_SECRET: await eventsSecretFor(dataDir),
};
// Web push: the api signs pushes with these; browsers subscribe with the public key.
const vapid = await vapidKeysFor(dataDir);
env.VAPID_PUBLIC_KEY = vapid.publicKey;
env.VAPID_PRIVATE_KEY = vapid.privateKey;

const supervisor = createSupervisor();

console.log(`start: data in ${dataDir}${process.env.DATABASE_URL ? ' (DATABASE_URL set)' : ''}`);
supervisor.run('api', process.execPath, [entries.api], { cwd: root, env });
// The gateway would start without the api, but a browser opened meanwhile would only get the
// 'No Internet connection' page; so wait for the api (the first start seeds the demo data).
if (
  !(await supervisor.waitForHttp(
    `${apiUrl}/api/health`,
    'api',
    apiReadyTimeoutMs,
    (s) => s === 200,
  ))
) {
  supervisor.fail();
} else {
  supervisor.run('gateway', process.execPath, [entries.gateway], { cwd: root, env });
  // Any answer will do: without a built web app the gateway says so with a 503, but it is up.
  if (await supervisor.waitForHttp(`http://127.0.0.1:${port}/`, 'gateway', 60_000, () => true)) {
    console.log(`start: Tavola is running on http://localhost:${port} (Ctrl+C stops it)`);
  } else {
    supervisor.fail();
  }
}
