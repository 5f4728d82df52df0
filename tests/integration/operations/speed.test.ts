// What makes the product fast on a phone, through the real gateway and api: answers compressed by
// Accept-Encoding (GraphQL, pages, and the build's files from their precompressed twins), hashed
// files cached for good, and the upstream calls a page costs, counted by a proxy between the two.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '@tavola/gateway/testing';
import { useStack } from '../../support/stack.js';
import { peopleOf } from '../../support/people.js';
import { placeWebServerBuild } from '../../support/web-server-build.js';
import {
  countPageCalls,
  loadPageDocuments,
  placePageRequests,
  profileRequests,
  type PageDocuments,
} from '../../bench/page-calls.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const stack = useStack({ countCalls: true });
const people = peopleOf(stack);

/** A raw GET or POST, so the encoding is seen as sent (fetch would undo it). */
function raw(
  url: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: body === undefined ? 'GET' : 'POST', headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const decode = (encoding: string | undefined, body: Buffer): string =>
  (encoding === 'br'
    ? brotliDecompressSync(body)
    : encoding === 'gzip'
      ? gunzipSync(body)
      : body
  ).toString('utf8');

const PLACES = /* GraphQL */ `
  query {
    places(city: "london-england-united-kingdom", limit: 20) {
      items {
        id
        name
        latinName
        shortDescription
      }
    }
  }
`;

// A built app of a few files, precompressed by the build's own step, served by a gateway of its own.
let webDist: string;
const buildManifest = {
  'index.html': { file: 'assets/index-Bx7fQ2aZ.js', isEntry: true, imports: ['_react-R1.js'] },
  '_react-R1.js': { file: 'assets/react-R1.js' },
  '_map-view-M1.js': { file: 'assets/map-view-M1.js', css: ['assets/map-view-M1.css'] },
  'src/app/routes/place.tsx': {
    file: 'assets/place-P1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_react-R1.js', '_map-view-M1.js'],
    css: ['assets/place-P1.css'],
  },
};
let site: RunningGateway;
const script = 'console.log("a hashed chunk of the app");\n'.repeat(200);

beforeAll(async () => {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'tavola-speed-'));
  webDist = path.join(siteDir, 'dist');
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  // The web's page answer: the heads, statuses and preloads of the pages.
  placeWebServerBuild(siteDir);
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><meta charset="UTF-8" />' +
      '<meta name="description" content="Tavola: the default description." />' +
      `<title>Tavola</title></head><body>${'<p>Tavola</p>'.repeat(200)}</body></html>`,
  );
  writeFileSync(path.join(webDist, 'assets', 'index-Bx7fQ2aZ.js'), script);
  writeFileSync(path.join(webDist, 'manifest.json'), JSON.stringify({ name: 'x'.repeat(2000) }));
  // Vite's manifest of the build: the entry and a place page that imports a chunk of its own.
  mkdirSync(path.join(webDist, '.vite'));
  writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(buildManifest));
  execFileSync(process.execPath, [path.join(root, 'scripts/precompress.mjs'), webDist]);
  // The head's budget is for people's phones; a busy test machine gets all the time it needs.
  site = await startGateway({ apiUrl: stack.apiUrl, webDist, pageHeadBudgetMs: 60_000 });
}, 180_000);

afterAll(async () => {
  await site?.close();
  if (webDist) rmSync(path.dirname(webDist), { recursive: true, force: true });
});

describe('compression', () => {
  const graphqlBody = JSON.stringify({ query: PLACES });

  it.each([
    ['br', 'gzip, deflate, br'],
    ['gzip', 'gzip, deflate'],
  ])('answers GraphQL in %s when the client takes it', async (encoding, accept) => {
    const answer = await raw(
      `${site.url}/graphql`,
      { 'content-type': 'application/json', 'accept-encoding': accept },
      graphqlBody,
    );

    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    const data = JSON.parse(decode(encoding, answer.body)) as {
      data: { places: { items: unknown[] } };
    };
    expect(data.data.places.items).toHaveLength(20);
    expect(answer.body.length).toBe(Number(answer.headers['content-length']));
  });

  it('answers GraphQL as it is to a client that takes no compression', async () => {
    const answer = await raw(
      `${site.url}/graphql`,
      { 'content-type': 'application/json' },
      graphqlBody,
    );

    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString('utf8'))).toHaveProperty('data.places.items');
  });

  it.each([
    ['br', 'br, gzip'],
    ['gzip', 'gzip'],
  ])(
    'sends the precompressed %s twin of a hashed file, cached for good',
    async (encoding, accept) => {
      const answer = await raw(`${site.url}/assets/index-Bx7fQ2aZ.js`, {
        'accept-encoding': accept,
      });

      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(encoding, answer.body)).toBe(script);
    },
  );

  it('sends the plain file, cached for good, to a client that takes no compression', async () => {
    const answer = await raw(`${site.url}/assets/index-Bx7fQ2aZ.js`, {});

    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.body.toString('utf8')).toBe(script);
  });

  it('revalidates files that are not hashed, compressed all the same', async () => {
    const manifest = await raw(`${site.url}/manifest.json`, { 'accept-encoding': 'br' });
    expect(manifest.headers['content-encoding']).toBe('br');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toMatch(/^application\/json/);

    const page = await raw(`${site.url}/some/app/route`, {
      accept: 'text/html',
      'accept-encoding': 'gzip',
    });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(decode('gzip', page.body)).toContain('<title>');
  });
});

describe('upstream calls of a page', () => {
  let documents: PageDocuments;
  let placeId: string;
  let quietPlaceId: string;

  beforeAll(async () => {
    documents = await loadPageDocuments(root);
    const { places } = await people.rest<{ places: { id: string }[] }>(
      'GET',
      '/places?city=london-england-united-kingdom&limit=40&offset=20',
    );
    placeId = places[0]!.id;
    quietPlaceId = places[1]!.id;
    // More followers than the page's preview shows, each with followers of their own.
    for (let n = 1; n <= 8; n += 1) {
      const follower = await people.demo(`user${n}`);
      await people.rest('POST', '/followers', { placeId }, follower.token);
      const fan = await people.demo(`user${n + 8}`);
      await people.rest('POST', '/followers', { userId: follower.id }, fan.token);
    }
  });

  it('costs at most 3 for a place page with many followers, as for one with none', async () => {
    // Categories, cuisines and cities are public reads the gateway shares between requests for a
    // moment: the first page after a start reads them once, every later page reuses them.
    await countPageCalls(stack.gatewayUrl, stack.proxy, documents, placePageRequests(quietPlaceId));
    const many = await countPageCalls(
      stack.gatewayUrl,
      stack.proxy,
      documents,
      placePageRequests(placeId),
    );
    const none = await countPageCalls(
      stack.gatewayUrl,
      stack.proxy,
      documents,
      placePageRequests(quietPlaceId),
    );

    const page = many.data[0] as {
      place: { followerCount: number; someFollowers: unknown[]; recommended: unknown[] };
    };
    expect(page.place.followerCount).toBe(8);
    expect(page.place.someFollowers).toHaveLength(5);
    expect(page.place.recommended).toHaveLength(5);
    expect(many.count, many.calls.join('\n')).toBeLessThanOrEqual(3);
    expect(none.count, none.calls.join('\n')).toBeLessThanOrEqual(3);
  });

  it('costs a profile with many followers and posts no more than a few calls', async () => {
    const busy = await people.demo('user1');
    const quiet = await people.demo('user20');
    const many = await countPageCalls(
      stack.gatewayUrl,
      stack.proxy,
      documents,
      profileRequests(busy.id, 20),
    );
    const few = await countPageCalls(
      stack.gatewayUrl,
      stack.proxy,
      documents,
      profileRequests(quiet.id, 20),
    );

    const posts = (many.data[1] as { posts: { items: unknown[] } }).posts.items;
    expect(posts.length).toBeGreaterThan(1);
    // The person, and their posts answering the cities, places and places nearest to their
    // impressions they point to: the same for twenty posts as for one.
    expect(many.count, many.calls.join('\n')).toBeLessThanOrEqual(2);
    expect(few.count, few.calls.join('\n')).toBeLessThanOrEqual(many.count);
    const postCalls = (calls: readonly string[]) =>
      calls.filter((call) => !call.startsWith('/api/v1/users/'));
    expect(postCalls(many.calls), many.calls.join('\n')).toHaveLength(1);
  });

  it("names every impression's nearest place of a page with its posts, in one call", async () => {
    const author = await people.newcomer('wanderer@tavola.test');
    const { city } = await people.rest<{ city: { id: string } }>(
      'GET',
      '/cities/london-england-united-kingdom',
    );
    for (const [lat, lon] of [
      [51.51, -0.1],
      [51.52, -0.12],
      [51.5, -0.14],
    ]) {
      await people.rest(
        'POST',
        '/posts',
        { cityId: city.id, lat, lon, text: `At ${lat}, ${lon}` },
        author.token,
      );
    }

    const counted = await countPageCalls(
      stack.gatewayUrl,
      stack.proxy,
      documents,
      profileRequests(author.id, 20),
    );

    const items = (
      counted.data[1] as { posts: { items: { nearestPlace: { name: string } | null }[] } }
    ).posts.items;
    expect(items).toHaveLength(3);
    expect(items.every((post) => post.nearestPlace?.name)).toBe(true);
    // The posts call names them: no call of its own.
    expect(counted.calls.filter((call) => call.startsWith('/api/v1/places/nearest'))).toHaveLength(
      0,
    );
    expect(counted.calls.filter((call) => call.startsWith('/api/v1/posts?'))).toHaveLength(1);
  });
});

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

async function page(route: string, userAgent: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${site.url}${route}`, {
    headers: { accept: 'text/html', 'user-agent': userAgent },
  });
  return { status: response.status, html: await response.text() };
}

describe('pages a crawler reads', () => {
  it("puts a place's title, description, canonical link and Open Graph tags in the first HTML", async () => {
    const { places } = await people.rest<{
      places: { id: string; name: string; latinName: string; shortDescription: string | null }[];
    }>('GET', '/places?city=london-england-united-kingdom&limit=1');
    const place = places[0]!;
    const { place: full } = await people.rest<{ place: { shortDescription: string | null } }>(
      'GET',
      `/places/${place.id}`,
    );

    // Opened by its hex id: the canonical link names the slug (SPEC section 2).
    const { status, html } = await page(`/${place.id}`, PHONE);

    const escaped = (text: string) =>
      text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
    expect(status).toBe(200);
    expect(html).toContain(`<title>${escaped(place.name)} · Tavola</title>`);
    expect(html).not.toContain('<title>Tavola</title>');
    expect(html).toContain(`<link rel="canonical" href="${site.url}/${place.latinName}" />`);
    expect(html).toContain(
      `<meta property="og:title" content="${escaped(place.name)} · Tavola" />`,
    );
    expect(html).toContain('<meta property="og:type" content="place" />');
    expect(html).toContain(`<meta property="og:url" content="${site.url}/${place.latinName}" />`);
    const description =
      full.shortDescription ??
      `${place.name}, London: address, opening hours, menu and photos on Tavola.`;
    expect(html).toContain(`<meta name="description" content="${escaped(description)}" />`);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    // A person's page is not a crawler's: no prerender markers.
    expect(html).not.toContain('prerenderReady');
  });

  it("preloads a place page's own chunk, its imports, its CSS and its cover with the page", async () => {
    const { places } = await people.rest<{ places: { id: string }[] }>(
      'GET',
      '/places?city=london-england-united-kingdom&limit=1',
    );
    const { place } = await people.rest<{
      place: {
        background: { cover: { url: string } } | null;
        avatar: { standard: { url: string } } | null;
      };
    }>('GET', `/places/${places[0]!.id}`);
    const cover = place.background?.cover.url ?? place.avatar?.standard.url;

    const { html } = await page(`/${places[0]!.id}`, PHONE);

    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/place-P1.js" />');
    expect(head).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/map-view-M1.js" />',
    );
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/place-P1.css" />');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/map-view-M1.css" />');
    // The entry's own files are the page's script tags already.
    expect(head).not.toContain('href="/assets/react-R1.js"');
    expect(cover).toBeTruthy();
    expect(head).toContain(
      `<link rel="preload" as="image" href="${cover}" fetchpriority="high" />`,
    );
    // A place that is not there gets the not-found page, with no place page to preload.
    const missing = await page('/0123456789abcdef01234567', PHONE);
    expect(missing.html).not.toContain('modulepreload');
  });

  it('escapes what people wrote', async () => {
    const author = await people.demo('user3');
    const { city } = await people.rest<{ city: { id: string } }>(
      'GET',
      '/cities/london-england-united-kingdom',
    );
    const { post } = await people.rest<{ post: { id: string } }>(
      'POST',
      '/posts',
      {
        cityId: city.id,
        lat: 51.5,
        lon: -0.12,
        text: 'Fish & "chips" </title><script>alert(1)</script>',
      },
      author.token,
    );

    const { html } = await page(`/posts/${post.id}`, GOOGLEBOT);

    expect(html).toContain(
      '<title>Fish &amp; &quot;chips&quot; &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Tavola</title>',
    );
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain(`<link rel="canonical" href="${site.url}/posts/${post.id}" />`);
  });

  it("gives a crawler the prerender markers: not ready yet, and the page's status", async () => {
    const { places } = await people.rest<{ places: { latinName: string }[] }>(
      'GET',
      '/places?city=london-england-united-kingdom&limit=1',
    );

    const found = await page(`/${places[0]!.latinName}`, GOOGLEBOT);
    expect(found.status).toBe(200);
    expect(found.html).toContain('<script>window.prerenderReady = false;</script>');
    expect(found.html).not.toContain('prerender-status-code');

    const missing = await page('/no-such-place-anywhere', GOOGLEBOT);
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<meta name="prerender-status-code" content="404" />');
    expect(missing.html).toContain('<meta name="robots" content="noindex" />');

    const closed = await page('/settings', GOOGLEBOT);
    expect(closed.status).toBe(401);
    expect(closed.html).toContain('<meta name="prerender-status-code" content="401" />');
    expect(closed.html).toContain('window.prerenderReady = false');
    // A place's reservations are its staff's (SPEC section 2): a page that needs a session.
    const reservations = await page(`/${places[0]!.latinName}/reservations`, GOOGLEBOT);
    expect(reservations.status).toBe(401);
    expect(reservations.html).toContain('<meta name="prerender-status-code" content="401" />');

    // People get the app as ever; it shows its own not-found page and login.
    expect((await page('/no-such-place-anywhere', PHONE)).status).toBe(200);
    const settings = await page('/settings', PHONE);
    expect(settings.status).toBe(200);
    expect(settings.html).not.toContain('prerender');
  });

  it('puts the head of the places list, a city feed, a chain and a profile in the first HTML', async () => {
    const list = await page('/london-england-united-kingdom/places', GOOGLEBOT);
    expect(list.html).toContain('<title>Places in London · Tavola</title>');
    expect(list.html).toContain(
      `<link rel="canonical" href="${site.url}/london-england-united-kingdom/places" />`,
    );
    expect(list.html).toContain('<meta property="og:title" content="Places in London · Tavola" />');
    // The list does not mark itself ready: a prerender service judges it by its own rules.
    expect(list.html).not.toContain('prerenderReady');

    const feed = await page('/london-england-united-kingdom/feed', GOOGLEBOT);
    expect(feed.html).toContain('<title>Feed · Tavola</title>');
    expect(feed.html).toContain(
      '<meta name="description" content="News, reviews and impressions of London on Tavola." />',
    );

    const { organisations } = await people.rest<{ organisations: { id: string; name: string }[] }>(
      'GET',
      '/organisations?limit=1',
    );
    const chain = organisations[0]!;
    const organisation = await page(`/organisations/${chain.id}`, GOOGLEBOT);
    expect(organisation.html).toContain(
      `<meta property="og:url" content="${site.url}/organisations/${chain.id}" />`,
    );

    const person = await people.demo('user7');
    const profile = await page(`/users/${person.id}`, GOOGLEBOT);
    expect(profile.html).toContain('<title>Ava Miller · Tavola</title>');
    expect(profile.html).toContain(
      `<link rel="canonical" href="${site.url}/users/${person.id}" />`,
    );
  });
});
