// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { postTitle } from '../features/post/post-page';
import { isCrawler } from './crawler';
import { pageRouteOf } from './page-answer';

describe('the route of a page', () => {
  it.each([
    ['/saffron-kitchen', 'place', { placeId: 'saffron-kitchen' }],
    ['/posts/0123456789abcdef01234567', 'post', { postId: '0123456789abcdef01234567' }],
    ['/organisations/abc', 'organisation', { organisationId: 'abc' }],
    ['/users/abc', 'user', { userId: 'abc' }],
    [
      '/london-england-united-kingdom/places',
      'places',
      { cityName: 'london-england-united-kingdom' },
    ],
    ['/london-england-united-kingdom/feed/', 'feed', { cityName: 'london-england-united-kingdom' }],
  ])('knows %s, a public page whose head is read, as the route %s', (pathname, id, params) => {
    expect(pageRouteOf(pathname).route).toEqual({ id, params });
  });

  it('leaves the app the heads of its own pages and of values that name no entity', () => {
    for (const path of ['/', '/search', '/navigation', '/posts/create', '/users/unregistered']) {
      expect(pageRouteOf(path).route, path).toBeNull();
    }
    expect(pageRouteOf('/favicon.svg').route).toBeNull();
    expect(pageRouteOf('/london-england-united-kingdom/places/map').route).toBeNull();
  });

  it('knows the routes that need a session, a place’s reservations among them', () => {
    for (const path of [
      '/settings',
      '/feed/following',
      '/chats/abc',
      '/some-place/edit',
      '/some-place/reservations',
      '/staffed',
    ]) {
      expect(pageRouteOf(path), path).toMatchObject({
        loginRequired: true,
        route: null,
        pageModule: null,
      });
    }
    expect(pageRouteOf('/some-place').loginRequired).toBe(false);
  });

  it.each([
    ['/', 'home'],
    ['/fig-dining-room', 'place'],
    ['/posts/0123456789abcdef01234567', 'post'],
    ['/london-england-united-kingdom/places', 'places'],
    ['/london-england-united-kingdom/places/map', 'places'],
    ['/london-england-united-kingdom/feed', 'feed'],
    ['/users/0123456789abcdef01234567', 'user'],
    ['/fig-dining-room/reviews', 'outlet-posts'],
    ['/fig-dining-room/album/0123456789abcdef01234567', 'place-gallery'],
    ['/fig-dining-room/booking', 'booking'],
    ['/offer', 'static'],
  ])('names the page module of %s from the route table', (pathname, name) => {
    expect(pageRouteOf(pathname).pageModule).toBe(`src/app/routes/${name}.tsx`);
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
