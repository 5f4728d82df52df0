// The api (PGlite on disk) killed with SIGKILL in the middle of writes, again and again: each start
// on the same folder must open it and find every write it acknowledged, and every write it did not
// acknowledge, sent again with its Idempotency-Key, must then be applied exactly once. Used by
// tests/integration/faults/faults-pglite.test.ts (a few cycles) and scripts/soak-pglite.ts (many).
import { randomUUID } from 'node:crypto';
import { openDataDir } from '@tavola/api/testing';
import { startApiProcess, type ApiProcess } from './api-process.js';
import { signInDemo } from './people.js';

const LONDON = 'london-england-united-kingdom';

/** One write the client sent: its key, its text, and the post id when it was acknowledged. */
interface SentWrite {
  key: string;
  text: string;
  postId: string | null;
}

export interface CycleReport {
  cycle: number;
  /** Milliseconds from spawning the api to its first healthy answer. */
  startMs: number;
  acknowledged: number;
  /** Sent but not acknowledged before the kill (sent again on the next start). */
  unanswered: number;
  /** Problems found on this start: acknowledged writes missing, repeats that failed. */
  problems: string[];
}

export interface KillCycles {
  /** Starts the api, checks and repeats the last cycle's writes, writes until killed. */
  cycle(): Promise<CycleReport>;
  /**
   * Starts the api a last time to check and repeat, stops it, then opens the folder itself and
   * counts: every text sent must be there exactly once. Returns the problems found.
   */
  finish(): Promise<string[]>;
}

export interface KillCyclesOptions {
  dataDir: string;
  /** Writers sending at the same time (default 4). */
  writers?: number;
  /** Writes run this long before the kill, picked at random in [min, max] ms (default 200..1200). */
  writeMs?: [number, number];
  /**
   * ... and at least until this many of the cycle's writes were acknowledged (default 3; at most
   * 30 s more), so that a busy machine still kills in the middle of writing.
   */
  acknowledgedBeforeKill?: number;
  /** A tag in the written texts, so runs on one folder do not mix. */
  tag?: string;
}

export function pgliteKillCycles(options: KillCyclesOptions): KillCycles {
  const writers = options.writers ?? 4;
  const [minMs, maxMs] = options.writeMs ?? [200, 1200];
  const acknowledgedBeforeKill = options.acknowledgedBeforeKill ?? 3;
  const tag = options.tag ?? randomUUID().slice(0, 8);
  const sent: SentWrite[] = [];
  let lastCycle: SentWrite[] = [];
  let port = 0;
  let token = '';
  let cityId = '';
  let count = 0;

  async function start(): Promise<{ api: ApiProcess; startMs: number }> {
    const started = Date.now();
    const api = await startApiProcess({ dataDir: options.dataDir, port });
    const startMs = Date.now() - started;
    port = api.port;
    try {
      if (!token) {
        token = (await signInDemo(api.url, 'user7')).token;
        const city = await fetch(`${api.url}/api/v1/cities/${LONDON}`);
        cityId = ((await city.json()) as { data: { city: { id: string } } }).data.city.id;
      }
    } catch (error) {
      await api.stop('SIGKILL');
      throw error;
    }
    return { api, startMs };
  }

  async function createPost(api: ApiProcess, write: SentWrite): Promise<Response> {
    return fetch(`${api.url}/api/v1/posts`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'idempotency-key': write.key,
      },
      body: JSON.stringify({ type: 'impression', cityId, lat: 51.5, lon: -0.1, text: write.text }),
    });
  }

  /** The last cycle's writes on the new start: acknowledged ones are there, the rest are sent again. */
  async function checkAndRepeat(api: ApiProcess): Promise<string[]> {
    const problems: string[] = [];
    for (const write of lastCycle) {
      if (write.postId) {
        const response = await fetch(`${api.url}/api/v1/posts/${write.postId}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const body = (await response.json()) as { data?: { post?: { text?: string } } };
        if (response.status !== 200 || body.data?.post?.text !== write.text) {
          problems.push(
            `acknowledged ${write.text} (${write.postId}) is missing: ${response.status}`,
          );
        }
      } else {
        const response = await createPost(api, write);
        const body = (await response.json()) as { data?: { post?: { id: string } } };
        if (response.status !== 201 || !body.data?.post) {
          problems.push(`repeat of ${write.text} answered ${response.status}`);
        } else {
          write.postId = body.data.post.id;
        }
      }
    }
    return problems;
  }

  async function writeUntilKilled(api: ApiProcess): Promise<SentWrite[]> {
    const mine: SentWrite[] = [];
    let killed = false;
    const writer = async () => {
      while (!killed) {
        const write: SentWrite = { key: randomUUID(), text: `${tag}-${count++}`, postId: null };
        mine.push(write);
        sent.push(write);
        try {
          const response = await createPost(api, write);
          const body = (await response.json()) as { data?: { post?: { id: string } } };
          if (response.status === 201 && body.data?.post) write.postId = body.data.post.id;
        } catch {
          // The connection died with the api: not acknowledged.
          return;
        }
      }
    };
    const running = Array.from({ length: writers }, () => writer());
    await new Promise((resolve) => setTimeout(resolve, minMs + Math.random() * (maxMs - minMs)));
    const latest = Date.now() + 30_000;
    while (
      mine.filter((write) => write.postId).length < acknowledgedBeforeKill &&
      Date.now() < latest
    ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    killed = true;
    await api.stop('SIGKILL');
    await Promise.all(running);
    return mine;
  }

  let cycles = 0;
  return {
    async cycle() {
      cycles += 1;
      const { api, startMs } = await start();
      let problems: string[];
      try {
        problems = await checkAndRepeat(api);
      } catch (error) {
        await api.stop('SIGKILL');
        throw error;
      }
      lastCycle = await writeUntilKilled(api);
      return {
        cycle: cycles,
        startMs,
        acknowledged: lastCycle.filter((write) => write.postId).length,
        unanswered: lastCycle.filter((write) => !write.postId).length,
        problems,
      };
    },

    async finish() {
      const { api } = await start();
      const problems = await checkAndRepeat(api);
      lastCycle = [];
      const stopped = await api.stop('SIGTERM');
      if (stopped.code !== 0)
        problems.push(`SIGTERM ended the api with ${JSON.stringify(stopped)}`);
      const db = await openDataDir(options.dataDir);
      try {
        const { rows } = await db.query<{ text: string; id: string; copies: number }>(
          `SELECT text, min(id) AS id, count(*)::int AS copies FROM posts
           WHERE text LIKE $1 GROUP BY text`,
          [`${tag}-%`],
        );
        const found = new Map(rows.map((row) => [row.text, row]));
        for (const write of sent) {
          const row = found.get(write.text);
          if (!row) problems.push(`${write.text} is missing`);
          else if (row.copies !== 1) problems.push(`${write.text} is there ${row.copies} times`);
          else if (write.postId && row.id !== write.postId) {
            problems.push(`${write.text} is ${row.id}, acknowledged as ${write.postId}`);
          }
        }
        if (rows.length !== sent.length) {
          problems.push(`${rows.length} texts written, ${sent.length} sent`);
        }
      } finally {
        await db.close();
      }
      return problems;
    },
  };
}
