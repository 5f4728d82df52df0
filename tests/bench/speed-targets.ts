// The targets of "fast on a phone" the gateway answers for, each with its figure and whether it is
// met: upstream calls per page at two sizes, and the gateway's throughput on the places list at
// 10 connections against the api's own.
import type { FeedUpstreamCalls } from './feed-scenario.js';
import type { FairComparison } from './fair.js';
import { PLACE_PAGE_MAX_CALLS, type PageCallFigures } from './page-calls-scenario.js';

/** The gateway at 10 connections serves at least this share of the REST equivalent's rate. */
export const THROUGHPUT_RATIO_TARGET = 0.85;
/** What the gateway may add to the REST equivalent's p50, a request alone. */
export const ADDED_P50_TARGET_MS = 1;
/** A page of the city feed or of a profile's posts, at any size. */
export const POSTS_PAGE_MAX_CALLS = 2;

export interface SpeedTarget {
  name: string;
  target: string;
  figure: unknown;
  met: boolean;
}

interface ThroughputFigures {
  name: string;
  connections: number;
  requestsPerSecond: number;
}

export function speedTargets(
  pages: PageCallFigures | undefined,
  feed: FeedUpstreamCalls | undefined,
  results: readonly ThroughputFigures[],
  fair: readonly FairComparison[] = [],
): SpeedTarget[] {
  const targets: SpeedTarget[] = [];
  if (pages) {
    targets.push(
      {
        name: 'place page upstream calls',
        target: `at most ${PLACE_PAGE_MAX_CALLS}, with ${pages.placePage.followers.few} followers and with ${pages.placePage.followers.many}`,
        figure: { few: pages.placePage.few, many: pages.placePage.many },
        met: Math.max(pages.placePage.few, pages.placePage.many) <= PLACE_PAGE_MAX_CALLS,
      },
      {
        name: 'profile upstream calls',
        target: `the same with ${pages.profile.posts.few} post(s) as with ${pages.profile.posts.many}`,
        figure: { few: pages.profile.few, many: pages.profile.many },
        met: pages.profile.many <= pages.profile.few,
      },
    );
  }
  if (feed) {
    targets.push({
      name: 'city feed upstream calls',
      target: `at most ${POSTS_PAGE_MAX_CALLS}, the same at 10 posts as at 50`,
      figure: { at10Posts: feed.at10, at50Posts: feed.at50 },
      met: feed.at50 <= feed.at10 && feed.at10 <= POSTS_PAGE_MAX_CALLS,
    });
  }
  const rate = (name: string) =>
    results.find((figures) => figures.name === name && figures.connections === 10)
      ?.requestsPerSecond;
  const gateway = rate('gateway: GraphQL places');
  const api = rate('api: REST places');
  if (gateway !== undefined && api !== undefined && api > 0) {
    const ratio = Math.round((gateway / api) * 100) / 100;
    targets.push({
      name: 'places list throughput at 10 connections, gateway / api',
      target: `at least ${THROUGHPUT_RATIO_TARGET}`,
      figure: { ratio, gatewayPerSecond: Math.round(gateway), apiPerSecond: Math.round(api) },
      met: ratio >= THROUGHPUT_RATIO_TARGET,
    });
  }
  for (const row of fair) {
    if (row.connections === 1) {
      targets.push({
        name: `${row.operation}: p50 the gateway adds at 1 connection`,
        target: `at most ${ADDED_P50_TARGET_MS} ms over the REST equivalent`,
        figure: { addedMs: row.addedP50Ms, gatewayMs: row.gateway.p50, restMs: row.rest.p50 },
        met: row.addedP50Ms <= ADDED_P50_TARGET_MS,
      });
    }
    if (row.connections === 10) {
      targets.push({
        name: `${row.operation}: throughput at 10 connections, gateway / REST equivalent`,
        target: `at least ${THROUGHPUT_RATIO_TARGET}`,
        figure: {
          ratio: row.ratio,
          gatewayPerSecond: row.gateway.requestsPerSecond,
          restPerSecond: row.rest.requestsPerSecond,
        },
        met: row.ratio >= THROUGHPUT_RATIO_TARGET,
      });
    }
  }
  const profilePosts = fair.find((row) => row.operation.startsWith("profile's posts"));
  if (profilePosts) {
    targets.push({
      name: "profile's posts upstream calls",
      target: `at most ${POSTS_PAGE_MAX_CALLS}`,
      figure: { calls: profilePosts.apiCalls, rounds: profilePosts.rounds },
      met: profilePosts.apiCalls <= POSTS_PAGE_MAX_CALLS,
    });
  }
  return targets;
}
