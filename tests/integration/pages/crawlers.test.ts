// What a search engine reads from the gateway: a real robots file naming the sitemap, and the
// sitemap index over the public place, chain and post pages, read from the real api and kept.
import { describe, expect, it } from 'vitest';
import { graphql } from '../../support/graphql.js';
import { useStack } from '../../support/stack.js';

// A busy machine may take seconds over the first reads of a fresh database.
const stack = useStack({ countCalls: true, gateway: { upstreamTimeoutMs: 30_000 } });
const LONDON = 'london-england-united-kingdom';
const crawler = { accept: '*/*', 'user-agent': 'Googlebot/2.1' };

interface Demo {
  places: { items: { latinName: string }[]; hasMore: boolean };
  organisations: { items: { id: string }[] };
  posts: { items: { id: string }[] };
}

const DEMO = /* GraphQL */ `
  query CrawlerDemo($city: String!) {
    places(city: $city, limit: 100) {
      items {
        latinName
      }
      hasMore
    }
    organisations(city: $city, limit: 100) {
      items {
        id
      }
    }
    posts(limit: 20) {
      items {
        id
      }
    }
  }
`;

/** The `<loc>`s of a sitemap or sitemap index. */
function locations(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
}

describe('robots.txt', () => {
  it('is a robots file naming the sitemap, not the app page', async () => {
    const response = await fetch(`${stack.gatewayUrl}/robots.txt`, { headers: crawler });
    const text = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(text).not.toContain('<html');
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/graphql$/m);
    expect(text).toContain(`Sitemap: ${stack.gatewayUrl}/sitemap.xml`);
  });
});

describe('sitemap.xml', () => {
  it('is an index whose files list the public places, chains and posts, read once', async () => {
    const { data: demo, errors } = await graphql<Demo>(stack.gatewayUrl, DEMO, { city: LONDON });
    if (!demo) throw new Error(JSON.stringify(errors));
    expect(demo.places.hasMore).toBe(false);
    stack.proxy.reset();

    const index = await fetch(`${stack.gatewayUrl}/sitemap.xml`, { headers: crawler });
    const indexXml = await index.text();
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(indexXml).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    const files = locations(indexXml);
    expect(files).toEqual([`${stack.gatewayUrl}/sitemaps/1.xml`]);

    const file = await fetch(files[0] ?? '', { headers: crawler });
    const urls = locations(await file.text());
    expect(file.status).toBe(200);
    for (const place of demo.places.items) {
      expect(urls).toContain(`${stack.gatewayUrl}/${place.latinName}`);
    }
    for (const chain of demo.organisations.items) {
      expect(urls).toContain(`${stack.gatewayUrl}/organisations/${chain.id}`);
    }
    for (const post of demo.posts.items) {
      expect(urls).toContain(`${stack.gatewayUrl}/posts/${post.id}`);
    }
    expect(new Set(urls).size).toBe(urls.length);
    // Read from the api in pages of 100 (the api's largest).
    const placeReads = stack.proxy.calls.filter((call) => call.startsWith('/api/v1/places?'));
    expect(placeReads.length).toBeGreaterThan(0);
    for (const call of placeReads) expect(call).toContain('limit=100');

    // Built once: the index and its file again cost the api nothing.
    stack.proxy.reset();
    expect((await fetch(`${stack.gatewayUrl}/sitemap.xml`)).status).toBe(200);
    expect((await fetch(files[0] ?? '')).status).toBe(200);
    expect(stack.proxy.calls).toEqual([]);
  });

  it('has no file past the last one', async () => {
    const response = await fetch(`${stack.gatewayUrl}/sitemaps/2.xml`, { headers: crawler });

    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<html');
  });
});
