// Tavola past one process (scripts/cluster.mjs): two apis on one PostgreSQL, each with a gateway,
// HAProxy in front. A subscriber on one gateway hears of writes made through the other (the apis
// both serve the one outbox, woken by LISTEN/NOTIFY); when a gateway is killed its clients
// reconnect through the balancer to the other and, refetching, miss nothing. `npm run db:backup`
// and `npm run db:restore` on its PostgreSQL: its database and shared images, backed up while it
// serves, restored into a new database and a fresh data folder, read back the same.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, type Dirent } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type RunningCluster } from '../support/cluster.js';
import {
  gql,
  LiveSocket,
  refetchNotifications,
  register,
  type LiveNotification,
  type Person,
} from '../support/live.js';
import { inBatches, notificationKey, receivedKey } from '../support/social-plan.js';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
let cluster: RunningCluster;
const sockets: LiveSocket[] = [];
const folders: string[] = [];

beforeAll(async () => {
  cluster = await startCluster();
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await cluster?.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

async function open(url: string, person: Person, reconnect = false): Promise<LiveSocket> {
  const socket = await LiveSocket.open(url, person.token, { reconnect });
  sockets.push(socket);
  return socket;
}

/**
 * A follow, repeated once when the connection it was sent on closed before any answer: what a
 * browser does with a request on a kept-alive connection the balancer has just cut (it cuts the
 * sessions of a gateway it marks down). Following twice is following.
 */
async function follow(url: string, actor: Person, userId: string): Promise<void> {
  const send = () =>
    gql(
      url,
      'mutation ($id: ID!) { followUser(id: $id) { isFollowed } }',
      { id: userId },
      actor.token,
    );
  try {
    await send();
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code !== 'UND_ERR_SOCKET' && code !== 'ECONNRESET') throw error;
    await send();
  }
}

/** People registered on the first api (set-up through the api, not under test). */
function people(prefix: string, count: number): Promise<Person[]> {
  return inBatches(
    Array.from({ length: count }, (_, index) => index),
    3,
    (index) => register(cluster.apis[0]!.url, `${prefix}-${index}@tavola.test`),
  );
}

function folder(name: string): string {
  const made = mkdtempSync(join(tmpdir(), `tavola-${name}-`));
  folders.push(made);
  return made;
}

async function sql(databaseUrl: string, query: string): Promise<string> {
  const { stdout } = await run('psql', [
    '-X',
    '-tA',
    '-v',
    'ON_ERROR_STOP=1',
    '-c',
    query,
    databaseUrl,
  ]);
  return stdout.trim();
}

async function npm(script: string, env: Record<string, string>, ...args: string[]) {
  return run('npm', ['run', '--silent', script, '--', ...args], {
    cwd: root,
    env: { ...process.env, ...env, INIT_CWD: root, LOG_LEVEL: 'warn' },
  });
}

/** Every file under `dir`, relative. */
function filesOf(dir: string): string[] {
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length))
    .sort();
}

const facts = `SELECT (SELECT count(*) FROM places) || ',' || (SELECT count(*) FROM users) || ','
  || (SELECT count(*) FROM posts) || ',' || (SELECT coalesce(max(id), 0) FROM events)
  || ',' || (SELECT max(name) FROM places)`;

describe('backups on PostgreSQL', () => {
  it('restores a PostgreSQL backup and the images into a new database and data folder', async () => {
    const backups = folder('backups');
    await npm(
      'db:backup',
      { DATABASE_URL: cluster.databaseUrl, DATA_DIR: cluster.dataDir },
      backups,
    );
    const [backup] = readdirSync(backups);
    expect(backup).toMatch(/^tavola-/);

    // A new database with the extensions, as a new server would have it.
    const { stdout } = await run('bash', ['scripts/ensure-postgres.sh', '--reset'], {
      cwd: root,
      env: { ...process.env, TAVOLA_PG_DB: 'tavola_cluster_restored' },
    });
    const restoredUrl = stdout.trim().split('\n').pop()!;
    const dataDir = folder('restored');
    await npm(
      'db:restore',
      { DATABASE_URL: restoredUrl, DATA_DIR: dataDir },
      join(backups, backup!),
    );

    const before = await sql(cluster.databaseUrl, facts);
    expect(before).toMatch(/^[1-9]\d*,[1-9]\d*,/);
    expect(await sql(restoredUrl, facts)).toBe(before);
    const images = filesOf(join(cluster.dataDir, 'uploads'));
    expect(images.length).toBeGreaterThan(0);
    expect(filesOf(join(dataDir, 'uploads'))).toEqual(images);

    // Restoring over it again is refused: nothing is overwritten.
    await expect(
      npm('db:restore', { DATABASE_URL: restoredUrl, DATA_DIR: dataDir }, join(backups, backup!)),
    ).rejects.toThrow(/already holds tables/);
  });
});

describe('metrics in the cluster', () => {
  it('are not routed by the balancer, only scraped on each instance of its own', async () => {
    for (const path of ['/metrics', '/metrics/']) {
      const response = await fetch(`${cluster.url}${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('_http_requests_total');
    }
    for (const instance of [...cluster.apis, ...cluster.gateways]) {
      expect((await fetch(`${instance.url}/metrics`)).status).toBe(404);
      const scrape = await fetch(instance.metricsUrl);
      expect(scrape.status).toBe(200);
      const prefix = instance.name.startsWith('api') ? 'api_' : 'gateway_';
      expect(await scrape.text()).toContain(`${prefix}http_requests_total`);
    }
  });
});

describe('two gateways on two apis', () => {
  it('delivers to a subscriber on one gateway what is written through the other', async () => {
    const [reader, writer] = await people('cluster-across', 2);
    const [one, two] = cluster.gateways;
    const socket = await open(one!.url, reader!);
    const messages = await socket.watch<{ messageAdded: { text: string } }>(
      'subscription { messageAdded { text } }',
    );

    await follow(two!.url, writer!, reader!.id);
    const chat = await gql<{ startChat: { id: string } }>(
      two!.url,
      'mutation ($userId: ID) { startChat(userId: $userId) { id } }',
      { userId: reader!.id },
      writer!.token,
    );
    await gql(
      two!.url,
      'mutation ($chatId: ID!, $text: String) { sendMessage(chatId: $chatId, text: $text) { id } }',
      { chatId: chat.startChat.id, text: 'Across the cluster' },
      writer!.token,
    );

    await socket.until(() => messages.length === 1);
    expect(messages[0]!.messageAdded.text).toBe('Across the cluster');
    await socket.until(() => socket.notifications.some((n) => n.type === 'FOLLOWER'));
    expect(socket.notifications.find((n) => n.type === 'FOLLOWER')?.creator.id).toBe(writer!.id);
  });

  it('moves the clients of a killed gateway to the other, missing nothing', async () => {
    const watchers = await people('cluster-kill', 6);
    const actors = await people('cluster-kill-actor', 3);
    // Through the balancer, as browsers: the sockets spread over both gateways.
    const tabs = new Map<string, LiveSocket>();
    for (const person of watchers) tabs.set(person.id, await open(cluster.url, person, true));
    const expected = new Map<string, string[]>(watchers.map((person) => [person.id, []]));
    const act = (actor: Person) =>
      inBatches(watchers, 3, async (person) => {
        await follow(cluster.url, actor, person.id);
        expected.get(person.id)!.push(notificationKey('FOLLOWER', actor.id, actor.id));
      });

    await act(actors[0]!);
    process.kill(cluster.gateways[0]!.pid, 'SIGKILL');
    // Written while the killed gateway's clients are away: they learn of it by refetching.
    await act(actors[1]!);
    const refetched = new Map<string, LiveNotification[]>();
    await Promise.all(
      watchers.map(async (person) => {
        const socket = tabs.get(person.id)!;
        // The ones that were on the killed gateway come back, through the balancer.
        if (socket.closeCodes.length === 0) return;
        await socket.until(() => socket.connections === 2);
        refetched.set(person.id, await refetchNotifications(cluster.url, person));
      }),
    );
    // Some were on the killed gateway (otherwise this proved nothing).
    expect(refetched.size).toBeGreaterThan(0);
    expect(refetched.size).toBeLessThan(watchers.length);
    // From now on only the live push can tell anyone.
    await act(actors[2]!);

    for (const person of watchers) {
      const socket = tabs.get(person.id)!;
      await socket.until(() => socket.notifications.some((n) => n.creator.id === actors[2]!.id));
      const seen = new Set([
        ...socket.notifications.map(receivedKey),
        ...(refetched.get(person.id) ?? []).map(receivedKey),
      ]);
      for (const key of expected.get(person.id)!) expect(seen).toContain(key);
    }
  });
});
