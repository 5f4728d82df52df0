// The targets of "fast on a phone" the gateway answers for, each with its figure and whether it is
// met: upstream calls per page at two sizes, and the gateway's throughput on the places list at
// 10 connections against the api's own.
import type { FeedUpstreamCalls } from './feed-scenario.js';
import { PLACE_PAGE_MAX_CALLS, type PageCallFigures } from './page-calls-scenario.js';

/** The target: the gateway at 10 connections serves this share of the api's own rate. */
export const THROUGHPUT_RATIO_TARGET = 0.85;

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
      target: 'the same at 10 posts as at 50',
      figure: { at10Posts: feed.at10, at50Posts: feed.at50 },
      met: feed.at50 <= feed.at10,
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
  return targets;
}
