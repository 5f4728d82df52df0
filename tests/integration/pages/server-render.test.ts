// A visitor's public page rendered by the gateway with the web app's own components (the server
// build of web/src/server/page-answer.ts, built here into a page of its own), against the real
// api behind a counting proxy: the first HTML holds the page and the cache it was made from, and
// costs the api what the page's own queries would.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useStack } from '../../support/stack.js';
import { peopleOf } from '../../support/people.js';
import { placeWebServerBuild } from '../../support/web-server-build.js';
import * as messages from '../../../web/src/lib/messages/index.js';

const site = mkdtempSync(path.join(tmpdir(), 'tavola-render-'));
const webDist = path.join(site, 'dist');

beforeAll(() => {
  mkdirSync(webDist);
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Tavola</title></head>' +
      '<body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
  );
  placeWebServerBuild(site);
}, 180_000);

// The head's and the render's budget is for people's phones; a busy test machine gets more.
const stack = useStack({ countCalls: true, gateway: { webDist, pageHeadBudgetMs: 60_000 } });
const people = peopleOf(stack);

afterAll(() => rmSync(site, { recursive: true, force: true }));

const STATE = /<script type="application\/json" id="tavola-page-state">(.*?)<\/script>/s;

async function page(pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${stack.gatewayUrl}${pathname}`, {
    headers: { accept: 'text/html', ...headers },
  });
  const html = await response.text();
  const text = STATE.exec(html)?.[1];
  const pageState = text
    ? (JSON.parse(text) as {
        cache: Record<string, Record<string, unknown>>;
        zoneOffsets: { zone: string; offsetMinutes: number; fromMs: number; untilMs: number }[];
      })
    : null;
  return {
    status: response.status,
    html,
    state: pageState?.cache ?? null,
    zoneOffsets: pageState?.zoneOffsets ?? null,
  };
}

/** London's offset from UTC at `at`, in minutes (GMT 0, summer time 60). */
function londonOffsetMinutes(at: number): number {
  const name = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    timeZoneName: 'short',
  })
    .formatToParts(new Date(at))
    .find((part) => part.type === 'timeZoneName')?.value;
  return name === 'BST' ? 60 : 0;
}

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');

/** A place's entry in the Apollo cache (its type policy keys it by id). */
const placeKey = (id: string) => `Place:${JSON.stringify({ id })}`;

interface ListedPlace {
  id: string;
  name: string;
}

const londonPlaces = (limit: number) =>
  people
    .rest<{ places: ListedPlace[] }>(
      'GET',
      `/places?city=london-england-united-kingdom&limit=${limit}`,
    )
    .then(({ places }) => places);

describe("a visitor's page rendered by the gateway", () => {
  it('holds the places list and the cache it was made from', async () => {
    const places = await londonPlaces(5);
    const sentAt = Date.now();
    const { status, html, state, zoneOffsets } = await page(
      '/london-england-united-kingdom/places',
    );

    expect(status).toBe(200);
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('</div><script'));
    for (const place of places) expect(root).toContain(place.name);
    // Every part is in place: nothing hidden for a script to move in, which a crawler without
    // scripts would never see.
    expect(root).not.toContain('<script');
    expect(root).not.toContain('<template');
    expect(state).not.toBeNull();
    const cachedPlaces = Object.keys(state!).filter((key) => key.startsWith('Place:'));
    expect(cachedPlaces).toEqual(expect.arrayContaining(places.map(({ id }) => placeKey(id))));
    // Text people wrote never closes the state's script early.
    expect(STATE.exec(html)![1]).not.toContain('<');
    // The cards' opening hours read London's clock: the browser gets its offset with the page,
    // for a time around now, so its first render need not start Intl.
    // (Within an hour of a change to or from summer time the offset is left out.)
    const london = zoneOffsets?.find((offset) => offset.zone === 'Europe/London');
    const offsets = [-1, 0, 1].map((hours) => londonOffsetMinutes(sentAt + hours * 3_600_000));
    if (new Set(offsets).size > 1) {
      expect(london).toBeUndefined();
    } else {
      expect(london?.offsetMinutes).toBe(offsets[0]);
      expect(london!.fromMs).toBeLessThan(sentAt);
      expect(london!.untilMs).toBeGreaterThan(Date.now());
    }
  });

  it('costs a place page at most 3 upstream calls, its head and its render together', async () => {
    const [warmUp] = await londonPlaces(1);
    // A London place with reviews: its newest is on its page.
    const { posts } = await people.rest<{
      posts: { text: string; place: ListedPlace | null }[];
    }>('GET', '/posts?cityId=london-england-united-kingdom&type=review&limit=1');
    const newest = posts[0]!;
    const place = newest.place!;
    // Categories, cuisines and cities are shared between requests for a moment: a first page
    // after the start reads them once, as the upstream calls test of the page's query says.
    await page(`/${warmUp!.id}`);
    stack.proxy.reset();
    const { html, state } = await page(`/${place.id}`);

    expect(html).toContain(`<h1`);
    expect(html).toContain(escapeHtml(place.name));
    // What is below a phone's first screen is in the HTML too (for a crawler), each part in a
    // Suspense boundary of its own that the browser hydrates after the top: the latest reviews'
    // cards among them, so nothing moves under them when the app starts.
    expect(html).toContain(messages.place.recommended);
    expect(html).toContain(messages.place.latestReviews);
    expect(html).toContain(escapeHtml(newest.text.slice(0, 40)));
    expect(html).not.toMatch(/<template id="B:|\$RC\(/);
    expect(state?.[placeKey(place.id)]).toBeDefined();
    expect(stack.proxy.calls.length, stack.proxy.calls.join('\n')).toBeLessThanOrEqual(3);
  });

  it("leaves a signed-in person's page to the app", async () => {
    const person = await people.demo('user1');
    const { html, state } = await page('/london-england-united-kingdom/places', {
      authorization: `Bearer ${person.token}`,
    });

    expect(state).toBeNull();
    expect(html).toContain('<div id="root"></div>');
  });

  it('leaves a page the api cannot find to the app, which shows its not-found page', async () => {
    const { status, state, html } = await page('/000000000000000000000000');

    expect(status).toBe(200);
    expect(state).toBeNull();
    expect(html).toContain('<div id="root"></div>');
  });
});

const ALBUMS = /* GraphQL */ `
  query RenderedPageAlbums($id: ID!) {
    place(id: $id) {
      galleries {
        id
        photos {
          id
        }
      }
    }
  }
`;

/** A London place with an album of photos (albums come on a place's full read), and the album. */
async function placeWithAlbum(): Promise<{ placeId: string; galleryId: string }> {
  for (const { id } of await londonPlaces(20)) {
    const { place } = await people.visitor.ok<{
      place: { galleries: { id: string; photos: { id: string }[] }[] } | null;
    }>(ALBUMS, { id });
    const album = place?.galleries.find((gallery) => gallery.photos.length > 0);
    if (album) return { placeId: id, galleryId: album.id };
  }
  throw new Error('no London place has an album with photos');
}

// A dialog is a portal into the document's body, which the server has not: a page whose URL opens
// one is rendered whole without it (React logs nothing and gives up on no part of the page), and
// the app opens the dialog once it has hydrated the page.
describe('a page rendered with a dialog open in its URL', () => {
  async function renderedWithoutErrors(pathname: string) {
    const errors = vi.spyOn(console, 'error');
    try {
      const rendered = await page(pathname);
      expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
      return rendered;
    } finally {
      errors.mockRestore();
    }
  }

  it.each(['login', 'city', 'sheet_filter'])('?modal=%s', async (modal) => {
    const places = await londonPlaces(5);
    const { html, state } = await renderedWithoutErrors(
      `/london-england-united-kingdom/places?modal=${modal}`,
    );

    expect(state).not.toBeNull();
    for (const place of places) expect(html).toContain(place.name);
    expect(html).not.toContain('role="dialog"');
    // A Suspense boundary the server gave up on is marked for the browser to render again.
    expect(html).not.toContain('<!--$!-->');
  });

  it('?gallery= on a place page', async () => {
    const { placeId, galleryId } = await placeWithAlbum();
    const { html, state } = await renderedWithoutErrors(`/${placeId}?gallery=${galleryId}`);

    expect(state).not.toBeNull();
    expect(html).toContain('<h1');
    expect(html).not.toContain('role="dialog"');
    expect(html).not.toContain('<!--$!-->');
  });
});
