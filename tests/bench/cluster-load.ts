// `npm run bench -- --cluster`: the built product as `npm run start:cluster` runs it (PostgreSQL,
// two apis, two gateways, HAProxy; its own database tavola_cluster_bench), loaded through the
// balancer with a mixed profile: browsing 80% (the web's places page and city feed), social
// writes 15% (likes taken and given back, comments), chat 5% (messages). --connections workers
// (10) each run one request after another for --duration seconds (60), each as a signed-in person
// of its own. Throughput, p50 and p99 per kind and the errors go to bench-results.json under
// `cluster` (the rest of the file is kept). Figures are for reading, never for asserting.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { mulberry32 } from '../../gateway/src/search/merge.js';
import { startCluster } from '../support/cluster.js';
import { register } from '../support/people.js';
import { feedBody, feedPageSize, loadFeedRequest } from './feed-scenario.js';
import { loadPlacesDocument } from './places-document.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const city = 'london-england-united-kingdom';

const { values } = parseArgs({
  options: {
    cluster: { type: 'boolean', default: true },
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '10' },
  },
  strict: false,
});
const duration = Number(values.duration);
const connections = Number(values.connections);

type Kind = 'browsing' | 'socialWrites' | 'chat';
/** Out of 100 requests. */
const mix: [Kind, number][] = [
  ['browsing', 80],
  ['socialWrites', 15],
  ['chat', 5],
];

interface GraphQLBody {
  operationName?: string | undefined;
  query: string;
  variables?: Record<string, unknown>;
}

interface Worker {
  token: string;
  chatId: string;
  /** Posts of the feed this worker likes and unlikes in turn. */
  liked: Set<string>;
  turn: number;
}

const cluster = await startCluster({ fromSource: false, database: 'tavola_cluster_bench' });
console.log(`bench: cluster up at ${cluster.url}`);
const graphqlUrl = `${cluster.url}/graphql`;

async function gql<T>(body: GraphQLBody, token?: string): Promise<T> {
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { data?: T; errors?: unknown[] };
  if (!response.ok || answer.errors || !answer.data) {
    throw new Error(`${response.status}: ${JSON.stringify(answer).slice(0, 300)}`);
  }
  return answer.data;
}

try {
  const places = await loadPlacesDocument(root);
  const placesVariables: Record<string, unknown> = {};
  for (const name of places.variableNames) {
    if (name === 'city') placesVariables.city = city;
    else if (name === 'limit') placesVariables.limit = 20;
    else if (name === 'offset') placesVariables.offset = 0;
  }
  const feed = await loadFeedRequest(root);
  const feedRequest = JSON.parse(feedBody(feed, city, feedPageSize)) as GraphQLBody;
  const browsing: GraphQLBody[] = [
    {
      operationName: places.operationName || undefined,
      query: places.query,
      variables: placesVariables,
    },
    feedRequest,
  ];
  const feedAnswer = await gql<{ posts: { items: { id: string }[] } }>(feedRequest);
  const postIds = feedAnswer.posts.items.map((post) => post.id);
  if (postIds.length === 0) throw new Error('the feed is empty: nothing to like or comment on');

  // Each worker is a person with a chat of its own with the next one.
  const apiUrl = cluster.apis[0]!.url;
  const people = [];
  for (let index = 0; index < connections; index += 1) {
    people.push(await register(apiUrl, `bench-cluster-${Date.now()}-${index}@tavola.test`));
  }
  const workers: Worker[] = [];
  for (const [index, person] of people.entries()) {
    const other = people[(index + 1) % people.length]!;
    const chat = await gql<{ startChat: { id: string } }>(
      {
        query: 'mutation ($userId: ID) { startChat(userId: $userId) { id } }',
        variables: { userId: other.id },
      },
      person.token,
    );
    workers.push({ token: person.token, chatId: chat.startChat.id, liked: new Set(), turn: 0 });
  }

  const latencies: Record<Kind, number[]> = { browsing: [], socialWrites: [], chat: [] };
  const errors: Record<Kind, number> = { browsing: 0, socialWrites: 0, chat: 0 };
  const firstErrors: string[] = [];

  async function once(kind: Kind, worker: Worker, pick: () => number): Promise<void> {
    switch (kind) {
      case 'browsing':
        await gql(browsing[Math.floor(pick() * browsing.length)]!, worker.token);
        return;
      case 'socialWrites': {
        const postId = postIds[Math.floor(pick() * postIds.length)]!;
        worker.turn += 1;
        if (worker.turn % 3 === 0) {
          await gql(
            {
              query:
                'mutation ($input: CreateCommentInput!) { createComment(input: $input) { comment { id } } }',
              variables: { input: { postId, text: 'Lovely place' } },
            },
            worker.token,
          );
        } else if (worker.liked.has(postId)) {
          await gql(
            {
              query: 'mutation ($id: ID!) { unlikePost(id: $id) { id } }',
              variables: { id: postId },
            },
            worker.token,
          );
          worker.liked.delete(postId);
        } else {
          await gql(
            {
              query: 'mutation ($id: ID!) { likePost(id: $id) { id } }',
              variables: { id: postId },
            },
            worker.token,
          );
          worker.liked.add(postId);
        }
        return;
      }
      case 'chat':
        await gql(
          {
            query:
              'mutation ($chatId: ID!, $text: String) { sendMessage(chatId: $chatId, text: $text) { id } }',
            variables: { chatId: worker.chatId, text: 'See you there' },
          },
          worker.token,
        );
    }
  }

  console.log(`bench: cluster mix at ${connections} connections for ${duration} s`);
  const started = performance.now();
  const deadline = started + duration * 1000;
  await Promise.all(
    workers.map(async (worker, index) => {
      // Deterministic, so runs are comparable.
      const pick = mulberry32(index + 1);
      while (performance.now() < deadline) {
        const roll = pick() * 100;
        let kind: Kind = 'browsing';
        let bound = 0;
        for (const [candidate, share] of mix) {
          bound += share;
          if (roll < bound) {
            kind = candidate;
            break;
          }
        }
        const begun = performance.now();
        try {
          await once(kind, worker, pick);
          latencies[kind].push(performance.now() - begun);
        } catch (error) {
          errors[kind] += 1;
          if (firstErrors.length < 5) firstErrors.push(`${kind}: ${String(error)}`);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  const percentile = (sorted: number[], p: number) =>
    sorted.length === 0
      ? null
      : Math.round(
          sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10,
        ) / 10;
  const kinds = Object.fromEntries(
    mix.map(([kind]) => {
      const sorted = [...latencies[kind]].sort((a, b) => a - b);
      return [
        kind,
        {
          requests: sorted.length,
          perSecond: Math.round((sorted.length / seconds) * 10) / 10,
          p50Ms: percentile(sorted, 50),
          p99Ms: percentile(sorted, 99),
          errors: errors[kind],
        },
      ];
    }),
  );
  const total = Object.values(latencies).reduce((sum, list) => sum + list.length, 0);
  const errorCount = Object.values(errors).reduce((sum, count) => sum + count, 0);
  const figures = {
    measuredAt: new Date().toISOString(),
    setup: 'PostgreSQL, two apis, two gateways, HAProxy (scripts/cluster.mjs), built product',
    profile: Object.fromEntries(mix),
    connections,
    durationSeconds: Math.round(seconds * 10) / 10,
    perSecond: Math.round((total / seconds) * 10) / 10,
    errors: errorCount,
    kinds,
  };
  console.table(kinds);
  console.log(`bench: ${figures.perSecond} requests/s in all, ${errorCount} errors`);
  for (const line of firstErrors) console.error(`bench: ${line}`);

  const file = path.join(root, 'bench-results.json');
  const report = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)
    : {};
  writeFileSync(file, `${JSON.stringify({ ...report, cluster: figures }, null, 2)}\n`);
  console.log('bench: wrote bench-results.json (cluster)');
  if (errorCount > 0) process.exitCode = 1;
} finally {
  await cluster.stop();
}
