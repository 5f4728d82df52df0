// The web half of `npm run bench` (after tests/bench/run.ts, on the build it made): what a phone
// downloads and sees. Adds `web` to bench-results.json, each figure with its target and whether it
// is met:
// - the gzip bytes of the JS and CSS of each first route (the entry and the page's own chunk with
//   their static imports, from web/dist/.vite/manifest.json);
// - the like time: from the click on a card's heart to its new like count in the page, with 100
//   posts loaded in the city feed (performance marks in Debian's Chromium), at full speed and with
//   the CPU slowed 4x;
// - layout shift (CLS) of the places list, a place page and a post page at a phone's size;
// - Lighthouse 12 (mobile preset) on those three pages, when the lighthouse package is installed.
//
// The built product runs on free ports with a fresh data directory holding the demo data, plus
// enough impressions in London for a feed of 100 posts. Figures are for reading, never for
// asserting. Run alone: `npx tsx tests/bench/web.ts` (after `npm run build`).
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { productPorts, startProduct } from './product.js';
import { callerFor, signInDemo } from '../support/people.js';
import { CREATE_POST, LONDON } from '../support/social.js';
import {
  entryBudgetGzipBytes,
  firstRoutes,
  firstRouteTargetGzipBytes,
  entryDownload,
  pageDownload,
  readManifest,
} from '../support/web-bundle.js';
import { measureFloor } from './web-floor.js';
import { measureLighthouse, type LighthousePage } from './web-lighthouse.js';
import { measureLayoutShift, measureLikeTime } from './web-page-figures.js';
import { chromiumArgs, chromiumPath } from '../support/chromium.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// --like-only: the like time alone, to study it; --like-profile FILE: the page's CPU profile over
// the full-speed likes, for Chromium's DevTools (neither is part of `npm run bench`).
const { values: options } = parseArgs({
  options: { 'like-only': { type: 'boolean', default: false }, 'like-profile': { type: 'string' } },
});
/** Posts in the feed when the like is measured. */
const feedPosts = 100;
const targets = {
  entryJsGzipBytes: entryBudgetGzipBytes,
  firstRouteJsGzipBytes: firstRouteTargetGzipBytes,
  /** The app's own share of a first route, over the floor app's (tests/bench/floor-app). */
  overFloorGzipBytes: 40 * 1024,
  likeMs: 16,
  cls: 0.1,
  lighthouse: { score: 90, tbtMs: 200, cls: 0.1 },
};

function bundleFigures() {
  const manifest = readManifest(root);
  const entry = entryDownload(root, manifest);
  const floor = measureFloor();
  const routes = Object.entries(firstRoutes).map(([name, page]) => {
    const download = pageDownload(root, page, manifest);
    const overFloorGzipBytes = download.jsGzipBytes - floor.firstRouteJsGzipBytes;
    return {
      name,
      page,
      jsGzipBytes: download.jsGzipBytes,
      cssGzipBytes: download.cssGzipBytes,
      files: download.js.length + download.css.length,
      overFloorGzipBytes,
      met: download.jsGzipBytes <= targets.firstRouteJsGzipBytes,
      overFloorMet: overFloorGzipBytes <= targets.overFloorGzipBytes,
    };
  });
  return {
    target:
      `entry JS at most ${targets.entryJsGzipBytes} bytes gzip, every first route at most ` +
      `${targets.firstRouteJsGzipBytes}; aim: at most ${targets.overFloorGzipBytes} over the floor`,
    // The same framework in an empty app (tests/bench/floor-app): what no app on it goes below.
    floor,
    entry: {
      jsGzipBytes: entry.jsGzipBytes,
      cssGzipBytes: entry.cssGzipBytes,
      overFloorGzipBytes: entry.jsGzipBytes - floor.entryJsGzipBytes,
      // What npm test holds the entry to (tests/e2e/bundle-size.spec.ts).
      met: entry.jsGzipBytes <= targets.entryJsGzipBytes,
    },
    routes,
    met: entry.jsGzipBytes <= targets.entryJsGzipBytes && routes.every((route) => route.met),
  };
}

/** The built product on free ports with a fresh data directory (the demo data seeds itself). */
async function startWebProduct() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tavola-bench-web-'));
  const product = startProduct({
    dataDir,
    ...(await productPorts()),
    // No internet here: maps show their plain ground.
    env: { MAP_TILES_URL: '' },
    readyTimeoutMs: 240_000,
    pollMs: 500,
    gatewayStatusBelow: 500,
  });
  try {
    await product.ready();
  } catch (error) {
    await product.stop();
    throw error;
  }
  return product;
}

const FEED_PAGE = /* GraphQL */ `
  query BenchFeedPage($cityId: ID!, $offset: Int!, $limit: Int!) {
    posts(filter: { cityId: $cityId }, offset: $offset, limit: $limit) {
      hasMore
      items {
        id
      }
    }
  }
`;
/** The api's largest page of posts. */
const postsPageLimit = 50;

/** London's feed holds at least `feedPosts` posts (impressions by a demo person); its newest. */
async function fillFeed(gatewayUrl: string, apiUrl: string): Promise<string> {
  const { token } = await signInDemo(apiUrl, 'user2');
  const caller = callerFor(gatewayUrl, token);
  const city = (await (await fetch(`${apiUrl}/api/v1/cities/${LONDON}`)).json()) as {
    data: { city: { id: string } };
  };
  const cityId = city.data.city.id;
  /** The ids of the feed's first `feedPosts` posts, newest first. */
  const count = async () => {
    const ids: string[] = [];
    for (let more = true; more && ids.length < feedPosts;) {
      const { posts } = await caller.ok<{
        posts: { hasMore: boolean; items: { id: string }[] };
      }>(FEED_PAGE, { cityId, offset: ids.length, limit: postsPageLimit });
      ids.push(...posts.items.map((post) => post.id));
      more = posts.hasMore;
    }
    return ids;
  };
  const missing = feedPosts - (await count()).length;
  for (let index = 0; index < missing; index += 1) {
    await caller.ok(CREATE_POST, {
      input: {
        type: 'IMPRESSION',
        cityId,
        lat: 51.5 + index / 1000,
        lon: -0.12,
        text: `Evening by the river, number ${index + 1}: lights on the water and a long queue for chips.`,
      },
    });
  }
  const [newest] = await count();
  if (!newest) throw new Error('the London feed is empty');
  return newest;
}

const MOST_FOLLOWED = /* GraphQL */ `
  query BenchLondonPlaces($city: String!, $offset: Int!) {
    places(city: $city, offset: $offset, limit: 50) {
      hasMore
      items {
        id
        latinName
        followerCount
      }
    }
  }
`;

/** The London place with the most followers (its slug), as the place page. */
async function mostFollowedPlace(gatewayUrl: string): Promise<string> {
  const caller = callerFor(gatewayUrl);
  let best: { latinName: string | null; id: string; followerCount: number } | null = null;
  for (let offset = 0, more = true; more; offset += 50) {
    const { places } = await caller.ok<{
      places: {
        hasMore: boolean;
        items: { id: string; latinName: string | null; followerCount: number }[];
      };
    }>(MOST_FOLLOWED, { city: LONDON, offset });
    for (const place of places.items) {
      if (!best || place.followerCount > best.followerCount) best = place;
    }
    more = places.hasMore && places.items.length > 0;
  }
  if (!best) throw new Error('no place in London');
  return best.latinName || best.id;
}

function mergeIntoResults(web: unknown) {
  const file = path.join(root, 'bench-results.json');
  let report: Record<string, unknown> = {};
  if (existsSync(file)) {
    try {
      report = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    } catch {
      report = {};
    }
  }
  report.web = web;
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const bundles = bundleFigures();
console.log(
  `bench web: floor app (React, react-dom, React Router, Apollo Client): entry ` +
    `${kb(bundles.floor.entryJsGzipBytes)} gzip, first route ${kb(bundles.floor.firstRouteJsGzipBytes)}`,
);
console.log(
  `bench web: entry JS ${kb(bundles.entry.jsGzipBytes)} gzip, ${kb(bundles.entry.overFloorGzipBytes)} ` +
    `over the floor (${bundles.entry.met ? 'met' : 'not met'})`,
);
for (const route of bundles.routes) {
  console.log(
    `bench web: first route ${route.name}: JS ${kb(route.jsGzipBytes)} gzip ` +
      `(${kb(route.overFloorGzipBytes)} over the floor), CSS ${kb(route.cssGzipBytes)} gzip ` +
      `(${route.met ? 'met' : 'not met'})`,
  );
}

console.log('bench web: starting the built product with the demo data');
const product = await startWebProduct();
let browser: Browser | undefined;
let web: Record<string, unknown> = { bundles };
try {
  const newestPost = await fillFeed(product.gatewayUrl, product.apiUrl);
  const place = await mostFollowedPlace(product.gatewayUrl);
  const pages: LighthousePage[] = [
    { name: 'places list', url: `${product.gatewayUrl}/${LONDON}/places` },
    { name: 'place page', url: `${product.gatewayUrl}/${place}` },
    { name: 'post page', url: `${product.gatewayUrl}/posts/${newestPost}` },
  ];
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

  const like = await measureLikeTime(browser, {
    baseUrl: product.gatewayUrl,
    feedPath: `/${LONDON}/feed`,
    email: 'user1@tavola.test',
    posts: feedPosts,
    ...(options['like-profile'] ? { profileFile: options['like-profile'] } : {}),
  });
  console.log(
    `bench web: like with ${like.postsLoaded} posts loaded: click to count p50 ` +
      `${like.fullSpeed.p50} ms, max ${like.fullSpeed.max} ms; CPU 4x slower p50 ` +
      `${like.cpu4x.p50} ms`,
  );

  if (!options['like-only']) {
    const layoutShift = [];
    for (const page of pages) {
      const cls = await measureLayoutShift(browser, page.url);
      layoutShift.push({ ...page, cls, met: cls <= targets.cls });
      console.log(`bench web: layout shift of the ${page.name}: ${cls}`);
    }
    await browser.close();
    browser = undefined;

    const lighthouse = await measureLighthouse(pages, chromiumPath, targets.lighthouse);
    if (lighthouse.status !== 'measured') console.log(`bench web: ${lighthouse.status}`);
    for (const page of lighthouse.pages) {
      console.log(
        `bench web: Lighthouse mobile ${page.name}: ${page.score} (FCP ${page.fcpMs} ms, ` +
          `LCP ${page.lcpMs} ms, TBT ${page.tbtMs} ms, CLS ${page.cls}; runs ${page.runScores.join(', ')})`,
      );
    }

    web = {
      ...web,
      like: {
        target: `at most ${targets.likeMs} ms from click to the new count with ${feedPosts} posts loaded`,
        ...like,
        met: like.fullSpeed.p50 <= targets.likeMs,
      },
      layoutShift: {
        target: `CLS at most ${targets.cls}`,
        pages: layoutShift,
        met: layoutShift.every((page) => page.met),
      },
      lighthouse,
    };
  }
} finally {
  await browser?.close();
  await product.stop();
  if (!options['like-only']) {
    mergeIntoResults(web);
    console.log('bench web: wrote the web figures to bench-results.json');
  }
}
