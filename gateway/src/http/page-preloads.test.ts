import { describe, expect, it } from 'vitest';
import {
  pageFiles,
  pageModuleOf,
  preloadTags,
  withPreloads,
  type Manifest,
} from './page-preloads.js';

// The shape of web/dist/.vite/manifest.json: the entry, two pages sharing a chunk with it.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/app-A1.js',
    isEntry: true,
    imports: ['_react-R1.js'],
    css: ['assets/app-A1.css'],
  },
  '_react-R1.js': { file: 'assets/react-R1.js' },
  '_map-view-M1.js': { file: 'assets/map-view-M1.js', css: ['assets/map-view-M1.css'] },
  'src/app/routes/place.tsx': {
    file: 'assets/place-P1.js',
    imports: ['_react-R1.js', 'index.html', '_map-view-M1.js'],
    css: ['assets/place-P1.css'],
  },
  'src/app/routes/post.tsx': { file: 'assets/post-Q1.js', imports: ['index.html'] },
};

describe("a page's preloads", () => {
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
    ['/offer', 'static'],
  ])('names the page module of the public route %s', (pathname, name) => {
    expect(pageModuleOf(pathname)).toBe(`src/app/routes/${name}.tsx`);
  });

  it.each([
    '/settings',
    '/fig-dining-room/edit',
    '/fig-dining-room/booking',
    '/fig-dining-room/album',
  ])('leaves the login-required or unknown route %s to the app', (pathname) => {
    expect(pageModuleOf(pathname)).toBeNull();
  });

  it("lists the page's chunk, its imports and CSS, never the entry's", () => {
    expect(pageFiles(manifest, 'src/app/routes/place.tsx')).toEqual({
      scripts: ['assets/place-P1.js', 'assets/map-view-M1.js'],
      styles: ['assets/place-P1.css', 'assets/map-view-M1.css'],
    });
    expect(pageFiles(manifest, 'src/app/routes/home.tsx')).toEqual({ scripts: [], styles: [] });
  });

  it('writes them as link tags before the end of the head, the image first', () => {
    const tags = preloadTags(pageFiles(manifest, 'src/app/routes/post.tsx'), '/uploads/a "b".jpg');
    expect(tags).toBe(
      '<link rel="preload" as="image" href="/uploads/a &quot;b&quot;.jpg" fetchpriority="high" />' +
        '<link rel="modulepreload" crossorigin href="/assets/post-Q1.js" />',
    );
    expect(withPreloads('<html><head><title>T</title></head></html>', tags)).toBe(
      `<html><head><title>T</title>${tags}</head></html>`,
    );
  });
});
