import { describe, expect, it } from 'vitest';
import { isCrawler, postTitle, routeOf, withHead, type PageHead } from './page-head.js';

describe('the route of a page', () => {
  it('knows the public pages by their paths', () => {
    expect(routeOf('/saffron-kitchen')).toEqual({ kind: 'place', id: 'saffron-kitchen' });
    expect(routeOf('/posts/0123456789abcdef01234567')).toEqual({
      kind: 'post',
      id: '0123456789abcdef01234567',
    });
    expect(routeOf('/organisations/abc')).toEqual({ kind: 'organisation', id: 'abc' });
    expect(routeOf('/users/abc')).toEqual({ kind: 'user', id: 'abc' });
    expect(routeOf('/london-england-united-kingdom/places')).toEqual({
      kind: 'places',
      city: 'london-england-united-kingdom',
    });
    expect(routeOf('/london-england-united-kingdom/feed/')).toEqual({
      kind: 'feed',
      city: 'london-england-united-kingdom',
    });
  });

  it('leaves the app its own routes and files', () => {
    for (const path of ['/', '/search', '/navigation', '/posts/create', '/users/unregistered']) {
      expect(routeOf(path), path).toBeNull();
    }
    expect(routeOf('/favicon.svg')).toBeNull();
    expect(routeOf('/london-england-united-kingdom/places/map')).toBeNull();
  });

  it('knows the routes that need a session', () => {
    for (const path of ['/settings', '/feed/following', '/chats/abc', '/some-place/edit']) {
      expect(routeOf(path), path).toEqual({ kind: 'loginRequired' });
    }
  });
});

describe('the head in the page', () => {
  const page =
    '<!doctype html><html><head><meta name="description" content="Default" /><title>Tavola</title></head><body></body></html>';
  const head: PageHead = {
    title: 'Bar "<b>" & Co',
    description: "Tom's <place>",
    canonical: '/bar-co',
    noIndex: false,
    openGraph: {
      title: 'Bar "<b>" & Co',
      description: "Tom's <place>",
      image: '/uploads/demo/bar.jpg',
      url: '/bar-co',
      type: 'place',
    },
  };

  it('replaces the title and description and adds the canonical and Open Graph tags, escaped', () => {
    const html = withHead(page, head, 'https://tavola.example', null);

    expect(html).toContain('<title>Bar &quot;&lt;b&gt;&quot; &amp; Co · Tavola</title>');
    expect(html).toContain('<meta name="description" content="Tom&#39;s &lt;place&gt;" />');
    expect(html).not.toContain('Default');
    expect(html).toContain('<link rel="canonical" href="https://tavola.example/bar-co" />');
    expect(html).toContain(
      '<meta property="og:image" content="https://tavola.example/uploads/demo/bar.jpg" />',
    );
    expect(html).toContain('<meta property="og:type" content="place" />');
    expect(html.indexOf('og:url')).toBeLessThan(html.indexOf('</head>'));
    expect(html).not.toContain('prerender');
  });

  it("marks a crawler's page not ready, with its status unless 200", () => {
    expect(withHead(page, null, 'https://t.example', { status: 200, waitForApp: true })).toContain(
      '<script>window.prerenderReady = false;</script></head>',
    );
    const closed = withHead(page, null, 'https://t.example', { status: 401, waitForApp: true });
    expect(closed).toContain('<meta name="prerender-status-code" content="401" />');
    // A page the app does not mark ready is left to the service's own judgement.
    expect(withHead(page, null, 'https://t.example', { status: 200, waitForApp: false })).toBe(
      page,
    );
  });
});

describe('crawlers', () => {
  it('are told by their user agents', () => {
    expect(
      isCrawler('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'),
    ).toBe(true);
    expect(isCrawler('facebookexternalhit/1.1')).toBe(true);
    expect(isCrawler('Mozilla/5.0 (compatible; YandexBot/3.0)')).toBe(true);
    expect(isCrawler('TelegramBot (like TwitterBot)')).toBe(true);
  });

  it('are not browsers, headless ones included', () => {
    expect(
      isCrawler(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0 Safari/537.36',
      ),
    ).toBe(false);
    expect(isCrawler('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1')).toBe(
      false,
    );
    expect(isCrawler(undefined)).toBe(false);
  });
});

describe('a post title', () => {
  it('is the first line, cut at a word near 60 characters', () => {
    expect(postTitle('Fog over the bridge\nand more')).toBe('Fog over the bridge');
    expect(postTitle('')).toBe('Post');
    expect(postTitle('word '.repeat(20))).toMatch(/^(word ){11}word…$/);
  });
});
