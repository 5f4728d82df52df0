#!/usr/bin/env node
// `npm run dev`: the api and the gateway from source, restarted on change (tsx watch), and the
// Vite dev server with hot reload on http://localhost:5173 (WEB_PORT; it proxies /graphql and
// /uploads to the gateway). Same environment as `npm start`; NODE_ENV defaults to development.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eventsSecretFor } from './lib/events-secret.mjs';
import { vapidKeysFor } from './lib/vapid-keys.mjs';
import { createSupervisor } from './lib/supervisor.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const port = process.env.PORT || '4000';
const apiPort = process.env.API_PORT || '4001';
const apiUrl = process.env.API_URL || `http://127.0.0.1:${apiPort}`;
const webPort = process.env.WEB_PORT || '5173';
const dataDir = path.resolve(
  process.env.INIT_CWD || process.cwd(),
  process.env.DATA_DIR || '.data',
);

const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV || 'development',
  PORT: port,
  API_PORT: apiPort,
  API_URL: apiUrl,
  DATA_DIR: dataDir,
  GATEWAY_URL: `http://127.0.0.1:${port}`,
  EVENTS_SECRET: await eventsSecretFor(dataDir),
};
// Web push: the api signs pushes with these; browsers subscribe with the public key.
const vapid = await vapidKeysFor(dataDir);
env.VAPID_PUBLIC_KEY = vapid.publicKey;
env.VAPID_PRIVATE_KEY = vapid.privateKey;

const supervisor = createSupervisor();
supervisor.run('api', bin('tsx'), ['watch', '--clear-screen=false', 'api/src/server.ts'], {
  cwd: root,
  env,
});
supervisor.run('gateway', bin('tsx'), ['watch', '--clear-screen=false', 'gateway/src/server.ts'], {
  cwd: root,
  env,
});
supervisor.run(
  'web',
  bin('vite'),
  ['--config', 'web/vite.config.ts', '--port', webPort, '--strictPort'],
  {
    cwd: root,
    env,
  },
);

if (await supervisor.waitForHttp(`${apiUrl}/api/health`, 'api', 180_000, (s) => s === 200)) {
  console.log(
    `dev: open http://localhost:${webPort} (Vite, hot reload); GraphiQL at /graphiql.html`,
  );
}
