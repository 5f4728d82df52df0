#!/usr/bin/env node
// Runs the built product: the api, then the gateway (which serves the web app) once the api
// answers. `npm start` builds first; this script only supervises the two processes.
//
// Environment (all optional): PORT (gateway, 4000), API_PORT (4001), API_URL (gateway -> api,
// http://127.0.0.1:$API_PORT), DATA_DIR (./.data), DATABASE_URL (PostgreSQL instead of PGlite),
// NODE_ENV (production), API_READY_TIMEOUT_MS (first start seeds the demo data; 180000).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const port = process.env.PORT || '4000';
const apiPort = process.env.API_PORT || '4001';
const apiUrl = process.env.API_URL || `http://127.0.0.1:${apiPort}`;
// Relative to where the user ran the command, as a user would expect from `DATA_DIR=./x npm start`
// (npm runs scripts from the package root, and INIT_CWD keeps where the user was).
const dataDir = path.resolve(
  process.env.INIT_CWD || process.cwd(),
  process.env.DATA_DIR || '.data',
);
const apiReadyTimeoutMs = Number(process.env.API_READY_TIMEOUT_MS || 180_000);

const services = {
  api: { entry: 'api/dist/server.js', color: 36 },
  gateway: { entry: 'gateway/dist/server.js', color: 35 },
};

for (const { entry } of Object.values(services)) {
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
  PORT: port,
  API_PORT: apiPort,
  API_URL: apiUrl,
  DATA_DIR: dataDir,
};

const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const children = new Map();
let stopping = false;
let exitCode = 0;

function prefix(name) {
  const label = name.padEnd(7);
  return useColor ? `\x1b[${services[name].color}m${label}\x1b[0m| ` : `${label}| `;
}

function pipeLines(stream, target, name) {
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  lines.on('line', (line) => target.write(`${prefix(name)}${line}\n`));
}

function run(name) {
  const child = spawn(process.execPath, [services[name].entry], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.set(name, child);
  pipeLines(child.stdout, process.stdout, name);
  pipeLines(child.stderr, process.stderr, name);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) {
      console.error(`start: ${name} exited (${signal ?? `code ${code}`}); stopping the rest.`);
      exitCode = code || 1;
      stop();
    }
    if (children.size === 0) process.exit(exitCode);
  });
  return child;
}

let forceTimer;
function stop(signal = 'SIGTERM') {
  if (stopping) {
    // A second Ctrl+C means now.
    for (const child of children.values()) child.kill('SIGKILL');
    return;
  }
  stopping = true;
  for (const child of children.values()) child.kill(signal);
  if (children.size === 0) process.exit(exitCode);
  forceTimer = setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
  }, 10_000);
  forceTimer.unref();
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => stop(signal));
}

/** True when `url` answers with one of the accepted statuses. */
async function answers(url, accept) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return accept(response.status);
  } catch {
    return false;
  }
}

async function waitFor(url, name, timeoutMs, accept) {
  const deadline = Date.now() + timeoutMs;
  while (!stopping && children.has(name)) {
    if (await answers(url, accept)) return true;
    if (Date.now() > deadline) {
      console.error(`start: ${name} did not answer at ${url} within ${timeoutMs} ms.`);
      return false;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

console.log(`start: data in ${dataDir}${process.env.DATABASE_URL ? ' (DATABASE_URL set)' : ''}`);
run('api');
// The gateway would start fine without the api, but a browser opened meanwhile would only see
// the 'No Internet connection' page; so wait for the api (the first start seeds the demo data).
if (
  !(await waitFor(`${apiUrl}/api/health`, 'api', apiReadyTimeoutMs, (status) => status === 200))
) {
  exitCode = 1;
  stop();
} else {
  run('gateway');
  // Any answer will do: without a built web app the gateway says so with a 503 but is up.
  if (await waitFor(`http://127.0.0.1:${port}/`, 'gateway', 60_000, () => true)) {
    console.log(`start: Tavola is running on http://localhost:${port} (Ctrl+C stops it)`);
  } else if (!stopping) {
    exitCode = 1;
    stop();
  }
}
