import { describe, expect, it } from 'vitest';
import {
  robotsText,
  SITEMAP_URLS_PER_FILE,
  sitemapFileCount,
  sitemapFileXml,
  sitemapIndexXml,
} from './crawlers.js';

const origin = 'https://tavola.example';
const urlsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('the sitemap', () => {
  it('splits its URLs into files of at most 50,000', () => {
    const paths = Array.from({ length: SITEMAP_URLS_PER_FILE + 1 }, (_, index) => `/p${index}`);

    expect(SITEMAP_URLS_PER_FILE).toBe(50_000);
    expect(sitemapFileCount(paths.length)).toBe(2);
    expect(urlsOf(sitemapIndexXml(origin, 2))).toEqual([
      `${origin}/sitemaps/1.xml`,
      `${origin}/sitemaps/2.xml`,
    ]);
    const first = urlsOf(sitemapFileXml(origin, paths, 1));
    expect(first).toHaveLength(50_000);
    expect(first[0]).toBe(`${origin}/p0`);
    expect(urlsOf(sitemapFileXml(origin, paths, 2))).toEqual([`${origin}/p50000`]);
  });

  it('has one (empty) file when there is nothing to list, and escapes what it lists', () => {
    expect(sitemapFileCount(0)).toBe(1);
    expect(sitemapFileXml(origin, ['/a&b'], 1)).toContain(`<loc>${origin}/a&amp;b</loc>`);
  });
});

describe('robots.txt', () => {
  it('names the sitemap at its own origin and keeps crawlers off the api', () => {
    const text = robotsText(origin);

    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(text).toMatch(/^Disallow: \/graphql$/m);
  });
});
