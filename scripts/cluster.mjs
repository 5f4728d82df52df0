#!/usr/bin/env node
// `npm run start:cluster`: Tavola past one process, on one machine (docs/operations.md). Starts, as
// plain processes: PostgreSQL (Debian's, as the test suite does; its own database, migrated and
// seeded by the first api), two api instances, two gateway instances (each reading the event
// stream of its api; both apis serve the one outbox table, woken by LISTEN/NOTIFY), and HAProxy in
// front of the gateways on one address (WebSockets included; a gateway takes traffic only while its
// /ready says so). Ctrl+C stops them all (PostgreSQL, the machine's service, keeps running).
//
// Environment (all optional): CLUSTER_PORT (the balancer, 4400; the instances take the next
// ports: apis +1 and +2, gateways +11 and +12, and their metrics listeners, on 127.0.0.1 only,
// apis +21 and +22, gateways +31 and +32; cluster.json names them), CLUSTER_DATA_DIR (./.data-cluster: the shared
// uploads, secrets, the HAProxy configuration and cluster.json with the instances' pids),
// DATABASE_URL (a PostgreSQL of your own; otherwise scripts/ensure-postgres.sh makes database
// CLUSTER_DATABASE, tavola_cluster), LOG_LEVEL, NODE_ENV (production), DEV_INBOX (1),
// CODE_SENDS_PER_ADDRESS_PER_HOUR and HOLDS_PER_ADDRESS (every browser comes through the
// balancer's address).
// Options: --from-source (run the TypeScript with tsx: no build needed; tests use it),
// --fresh (drop and recreate the cluster's database first).
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eventsSecretFor } from './lib/events-secret.mjs';
import { createSupervisor } from './lib/supervisor.mjs';
import { vapidKeysFor } from './lib/vapid-keys.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const fromSource = args.has('--from-source');
const port = Number(process.env.CLUSTER_PORT || 4400);
const dataDir = path.resolve(
  process.env.INIT_CWD || process.cwd(),
  process.env.CLUSTER_DATA_DIR || '.data-cluster',
);
mkdirSync(dataDir, { recursive: true });

const log = (message) => console.log(`cluster: ${message}`);

function shell(script, env = {}, scriptArgs = []) {
  const out = execFileSync('bash', [path.join(root, 'scripts', script), ...scriptArgs], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return out.trim().split('\n').pop();
}

const haproxy = shell('ensure-haproxy.sh');
const databaseUrl =
  process.env.DATABASE_URL ||
  shell(
    'ensure-postgres.sh',
    { TAVOLA_PG_DB: process.env.CLUSTER_DATABASE || 'tavola_cluster' },
    args.has('--fresh') ? ['--reset'] : [],
  );

const entry = (service) =>
  fromSource
    ? ['--import', 'tsx', path.join(root, service, 'src', 'server.ts')]
    : [path.join(root, service, 'dist', 'server.js')];

const vapid = await vapidKeysFor(dataDir);
const shared = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV || 'production',
  DEV_INBOX: process.env.DEV_INBOX || '1',
  // Every browser reaches the gateways from the balancer's address.
  CODE_SENDS_PER_ADDRESS_PER_HOUR: process.env.CODE_SENDS_PER_ADDRESS_PER_HOUR || '500',
  HOLDS_PER_ADDRESS: process.env.HOLDS_PER_ADDRESS || '500',
  DATABASE_URL: databaseUrl,
  // Shared by the apis: the uploads one api stores, the other serves.
  DATA_DIR: dataDir,
  EVENTS_SECRET: await eventsSecretFor(dataDir),
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
};

const instances = [1, 2].map((n) => ({
  api: { name: `api${n}`, port: port + n, metricsPort: port + 20 + n },
  gateway: { name: `gateway${n}`, port: port + 10 + n, metricsPort: port + 30 + n },
}));

const supervisor = createSupervisor({ keepGoing: true });
const ready = (url, name, timeoutMs) =>
  supervisor.waitForHttp(url, name, timeoutMs, (status) => status === 200);

async function startAll() {
  // The first api migrates and, on an empty database, seeds the demo data; the second starts after
  // it, on a database already prepared.
  for (const { api } of instances) {
    supervisor.run(api.name, process.execPath, entry('api'), {
      cwd: root,
      env: {
        ...shared,
        API_PORT: String(api.port),
        API_METRICS_PORT: String(api.metricsPort),
        METRICS_HOST: '127.0.0.1',
      },
    });
    if (!(await ready(`http://127.0.0.1:${api.port}/ready`, api.name, 240_000))) return false;
  }
  for (const { api, gateway } of instances) {
    supervisor.run(gateway.name, process.execPath, entry('gateway'), {
      cwd: root,
      env: {
        ...shared,
        PORT: String(gateway.port),
        HOST: '127.0.0.1',
        METRICS_PORT: String(gateway.metricsPort),
        METRICS_HOST: '127.0.0.1',
        API_URL: `http://127.0.0.1:${api.port}`,
      },
    });
  }
  for (const { gateway } of instances) {
    if (!(await ready(`http://127.0.0.1:${gateway.port}/ready`, gateway.name, 120_000))) {
      return false;
    }
  }
  const config = path.join(dataDir, 'haproxy.cfg');
  writeFileSync(config, haproxyConfig());
  supervisor.run('haproxy', haproxy, ['-db', '-f', config], { cwd: root, env: process.env });
  return ready(`http://127.0.0.1:${port}/ready`, 'haproxy', 30_000);
}

// WebSockets pass through in http mode (`timeout tunnel` then applies); a gateway is checked on
// /ready every second and, once down, its sessions are cut so their clients reconnect to the other.
// Metrics are never routed: the public frontend answers 404 for /metrics, and Prometheus scrapes
// each instance's metrics listener directly (cluster.json).
function haproxyConfig() {
  const servers = instances
    .map(
      ({ gateway }) =>
        `  server ${gateway.name} 127.0.0.1:${gateway.port} check inter 1s fall 2 rise 2 on-marked-down shutdown-sessions`,
    )
    .join('\n');
  return `# Written by scripts/cluster.mjs at each start.
global
  maxconn 4096

defaults
  mode http
  timeout connect 5s
  timeout client 60s
  timeout server 60s
  timeout http-keep-alive 5s
  timeout tunnel 1h
  timeout client-fin 5s
  option forwardfor
  retries 2
  option redispatch

frontend tavola
  bind 127.0.0.1:${port}
  http-request deny deny_status 404 if { path /metrics } || { path_beg /metrics/ }
  default_backend gateways

backend gateways
  balance leastconn
  option httpchk GET /ready
  http-check expect status 200
${servers}
`;
}

log(`database ${databaseUrl.replace(/:[^:@/]*@/, ':***@')}, data in ${dataDir}`);
if (await startAll()) {
  const state = {
    url: `http://127.0.0.1:${port}`,
    databaseUrl,
    instances: instances.flatMap(({ api, gateway }) =>
      [api, gateway].map(({ name, port: instancePort, metricsPort }) => ({
        name,
        url: `http://127.0.0.1:${instancePort}`,
        metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
        pid: supervisor.pidOf(name),
      })),
    ),
    haproxyPid: supervisor.pidOf('haproxy'),
  };
  writeFileSync(path.join(dataDir, 'cluster.json'), `${JSON.stringify(state, null, 2)}\n`);
  log(`Tavola is running on http://localhost:${port} (two apis, two gateways; Ctrl+C stops them)`);
} else {
  supervisor.fail();
}
