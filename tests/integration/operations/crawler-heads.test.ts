// Pages a crawler reads through the real gateway and api: each page's title, description,
// canonical link and Open Graph tags in the first HTML.
import { describe, expect, it } from 'vitest';
import { useBuiltSite } from '../../support/built-site.js';
import { peopleOf } from '../../support/people.js';
import { useStack } from '../../support/stack.js';

const stack = useStack();
const people = peopleOf(stack);
const site = useBuiltSite(stack);

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
