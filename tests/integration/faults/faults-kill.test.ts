// The api killed with SIGKILL in the middle of mixed writes through the gateway (posts, comments,
// likes) and started again on its data folder: every write a client saw acknowledged is there, and
// none is applied twice, counters included. A client repeating its write with the same
// Idempotency-Key across the restart has it applied once; so does the gateway repeating a write
// whose connection broke after the api had applied it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from '../../support/api-process.js';
import { graphql } from '../../support/graphql.js';
import { signInDemo, type Session } from '../../support/people.js';
import { useServers, type RunningApi, type RunningGateway } from '../../support/stack.js';

const LONDON = 'london-england-united-kingdom';
/** How long the mixed writes run at least, and when the api is killed at the earliest. */
const WRITE_MS = 10_000;
const KILL_AT_MS = 3_000;
/** After the restart, writes go on until this many more are acknowledged (or 20 s pass). */
const ACKNOWLEDGED_AFTER_RESTART = 5;

const CREATE_POST = 'mutation ($input: CreatePostInput!) { createPost(input: $input) { id text } }';
const CREATE_COMMENT =
  'mutation ($input: CreateCommentInput!) { createComment(input: $input) { comment { id } } }';
const LIKE_POST = 'mutation ($id: ID!) { likePost(id: $id) { id isLiked } }';

const servers = useServers();
let dataDir: string;
let api: ApiProcess;
/** The api in this process on the same folder, once the process is stopped: the SQL checks. */
let opened: RunningApi | undefined;
let gateway: RunningGateway;
let people: Session[];
let cityId: string;
const tag = randomUUID().slice(0, 8);

beforeAll(async () => {
  dataDir = await servers.dataFolder({ seeded: true });
  api = await startApiProcess({ dataDir });
  gateway = await servers.gateway({ apiUrl: api.url });
  people = await Promise.all(
    ['user11', 'user12', 'user13'].map((name) => signInDemo(api.url, name)),
  );
  const city = await fetch(`${api.url}/api/v1/cities/${LONDON}`);
  cityId = ((await city.json()) as { data: { city: { id: string } } }).data.city.id;
});
afterAll(async () => {
  await api?.stop('SIGKILL');
});

/** What clients saw acknowledged, and how the other writes failed (for the failure message). */
interface Acknowledged {
  posts: Map<string, string>;
  comments: Map<string, string>;
  likes: Set<string>;
  failures: Map<string, number>;
}

function failed(seen: Acknowledged, reply: { errors?: { extensions?: unknown }[] } | null) {
  const code = reply ? JSON.stringify(reply.errors?.[0]?.extensions ?? reply) : 'no answer';
  seen.failures.set(code, (seen.failures.get(code) ?? 0) + 1);
  return pause(50);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: readonly T[]): T | undefined =>
  items[Math.floor(Math.random() * items.length)];

/** A person writing through the gateway until `done()`: posts, comments and likes at random. */
async function writeThroughGateway(person: Session, seen: Acknowledged, done: () => boolean) {
  let count = 0;
  while (!done()) {
    const posts = [...seen.posts.values()];
    const roll = Math.random();
    const target = pick(posts);
    if (roll < 0.4 || !target) {
      const text = `${tag}-post-${person.id}-${count++}`;
      const reply = await graphql<{ createPost: { id: string } }>(
        gateway.url,
        CREATE_POST,
        { input: { type: 'IMPRESSION', cityId, lat: 51.5, lon: -0.1, text } },
        { token: person.token },
      ).catch(() => null);
      if (reply?.data?.createPost) seen.posts.set(text, reply.data.createPost.id);
      else await failed(seen, reply);
    } else if (roll < 0.7) {
      const text = `${tag}-comment-${person.id}-${count++}`;
      const reply = await graphql<{ createComment: { comment: { id: string } } }>(
        gateway.url,
        CREATE_COMMENT,
        { input: { postId: target, text } },
        { token: person.token },
      ).catch(() => null);
      if (reply?.data?.createComment) seen.comments.set(text, reply.data.createComment.comment.id);
      else await failed(seen, reply);
    } else {
      const reply = await graphql<{ likePost: { isLiked: boolean } }>(
        gateway.url,
        LIKE_POST,
        { id: target },
        { token: person.token },
      ).catch(() => null);
      if (reply?.data?.likePost.isLiked) seen.likes.add(`${person.id}:${target}`);
      else await failed(seen, reply);
    }
  }
}

/**
 * A client of the api itself that repeats each write, with its key, until it is acknowledged:
 * through the kill and the restart. Returns the texts it wrote.
 */
async function writeWithKeysUntilAcknowledged(
  person: Session,
  done: () => boolean,
): Promise<string[]> {
  const texts: string[] = [];
  while (!done()) {
    const key = randomUUID();
    const text = `${tag}-keyed-${texts.length}`;
    texts.push(text);
    for (;;) {
      const response = await fetch(`${api.url}/api/v1/posts`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${person.token}`,
          'idempotency-key': key,
        },
        body: JSON.stringify({ type: 'impression', cityId, lat: 51.5, lon: -0.1, text }),
      }).catch(() => null);
      if (response?.status === 201) break;
      await pause(50);
    }
  }
  return texts;
}

describe('the api killed during writes', () => {
  it('keeps every acknowledged write and applies none twice', { timeout: 90_000 }, async () => {
    const seen: Acknowledged = {
      posts: new Map(),
      comments: new Map(),
      likes: new Set(),
      failures: new Map(),
    };
    const started = Date.now();
    let stop = false;
    const done = () => stop;
    const writers = people.map((person) => writeThroughGateway(person, seen, done));
    const keyed = writeWithKeysUntilAcknowledged(people[0]!, done);
    const acknowledged = () => seen.posts.size + seen.comments.size + seen.likes.size;

    // The kill lands in the middle of writing, also on a busy machine.
    while (Date.now() - started < KILL_AT_MS || acknowledged() < 3) await pause(50);
    const before = { posts: seen.posts.size, comments: seen.comments.size };
    await api.stop('SIGKILL');
    const atKill = acknowledged();
    api = await startApiProcess({ dataDir, port: api.port });
    const restarted = Date.now();
    while (
      Date.now() - started < WRITE_MS ||
      (acknowledged() < atKill + ACKNOWLEDGED_AFTER_RESTART && Date.now() - restarted < 20_000)
    ) {
      await pause(100);
    }
    stop = true;
    await Promise.all(writers);
    const keyedTexts = await keyed;
    await api.stop('SIGTERM');

    // Writes were acknowledged both before the kill and after the restart.
    const story = JSON.stringify({ before, after: seen.posts.size, failures: [...seen.failures] });
    expect(before.posts, story).toBeGreaterThan(0);
    expect(acknowledged(), story).toBeGreaterThanOrEqual(atKill + ACKNOWLEDGED_AFTER_RESTART);
    expect(seen.comments.size).toBeGreaterThan(0);
    expect(seen.likes.size).toBeGreaterThan(0);

    // The folder opens again, in this process, where its rows can be counted.
    opened = await servers.api({ dataDir });
    const { db } = opened;
    {
      const posts = await db.query<{ text: string; ids: string[] }>(
        `SELECT text, array_agg(id) AS ids FROM posts WHERE text LIKE $1 GROUP BY text`,
        [`${tag}-%`],
      );
      const postIds = new Map(posts.rows.map((row) => [row.text, row.ids]));
      for (const [text, id] of seen.posts) expect(postIds.get(text), text).toEqual([id]);
      for (const text of keyedTexts) expect(postIds.get(text), text).toHaveLength(1);
      expect(posts.rows.filter((row) => row.ids.length > 1)).toEqual([]);

      const comments = await db.query<{ text: string; ids: string[] }>(
        `SELECT text, array_agg(id) AS ids FROM comments WHERE text LIKE $1 GROUP BY text`,
        [`${tag}-%`],
      );
      const commentIds = new Map(comments.rows.map((row) => [row.text, row.ids]));
      for (const [text, id] of seen.comments) expect(commentIds.get(text), text).toEqual([id]);
      expect(comments.rows.filter((row) => row.ids.length > 1)).toEqual([]);

      const likes = await db.query<{ key: string }>(
        `SELECT user_id || ':' || post_id AS key FROM likes WHERE comment_id IS NULL
           AND post_id IN (SELECT id FROM posts WHERE text LIKE $1)`,
        [`${tag}-%`],
      );
      const liked = new Set(likes.rows.map((row) => row.key));
      for (const like of seen.likes) expect(liked.has(like), like).toBe(true);

      // Counters moved once per row: a write applied twice would have counted twice.
      const counters = await db.query<{ id: string; likes: number; comments: number }>(
        `SELECT p.id,
             p.like_count - (SELECT count(*) FROM likes l
                             WHERE l.post_id = p.id AND l.comment_id IS NULL)::int AS likes,
             p.comment_count - (SELECT count(*) FROM comments c WHERE c.post_id = p.id)::int
               AS comments
           FROM posts p WHERE p.text LIKE $1`,
        [`${tag}-%`],
      );
      expect(counters.rows.filter((row) => row.likes !== 0 || row.comments !== 0)).toEqual([]);
    }
  });

  it('a write the gateway repeats after its connection broke is applied once', async () => {
    if (!opened) throw new Error('the first test did not get to open the folder again');
    const apiUrl = opened.url;
    // Between the gateway and the api: the first write is passed on and answered by the api, but
    // the gateway's connection is cut before it hears the answer.
    const proxy = await servers.countingProxy(apiUrl);
    const cut = proxy.cutNextAnswer('POST');
    const proxied = await servers.gateway({ apiUrl: proxy.url });
    try {
      const text = `${tag}-repeated-by-gateway`;
      const reply = await graphql<{ createPost: { id: string; text: string } }>(
        proxied.url,
        CREATE_POST,
        { input: { type: 'IMPRESSION', cityId, lat: 51.5, lon: -0.1, text } },
        { token: people[1]!.token },
      );

      expect(reply.errors).toBeUndefined();
      expect(reply.data?.createPost.text).toBe(text);
      expect(cut()).toBe(true);
      const keys = proxy.idempotencyKeys;
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
      const mine = await fetch(`${apiUrl}/api/v1/posts?userId=${people[1]!.id}&limit=100`, {
        headers: { authorization: `Bearer ${people[1]!.token}` },
      });
      const { data } = (await mine.json()) as { data: { posts: { id: string; text: string }[] } };
      expect(data.posts.filter((post) => post.text === text).map((post) => post.id)).toEqual([
        reply.data?.createPost.id,
      ]);
    } finally {
      await proxied.close();
      await proxy.close();
    }
  });
});
