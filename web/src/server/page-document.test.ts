// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PAGE_STATE_ID } from '../lib/constants';
import type { PageHead } from './page-head';
import { beforeHeadEnd, withHead, withRenderedPage } from './page-document';
import { pageFiles, preloadTags, type Manifest } from './page-preloads';
import { withinBudget } from './within-budget';

const page =
  '<!doctype html><html><head><meta name="description" content="Default" /><title>Tavola</title></head><body><div id="root"></div></body></html>';

describe('the head in the page', () => {
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

describe("a visitor's page rendered on the server", () => {
  it('goes inside the root, with its cache as JSON that text cannot end early', () => {
    const html = withRenderedPage(page, {
      html: '<main><h1>Fig &amp; Olive</h1></main>',
      state: { 'Place:1': { name: '</script><script>alert(1)</script>' } },
    });

    expect(html).toContain('<div id="root"><main><h1>Fig &amp; Olive</h1></main></div>');
    const state = new RegExp(
      `<script type="application/json" id="${PAGE_STATE_ID}">(.*)</script>`,
    ).exec(html)?.[1];
    expect(state).not.toContain('<');
    expect(JSON.parse(state!)).toEqual({
      'Place:1': { name: '</script><script>alert(1)</script>' },
    });
  });

  it('leaves the page as it is without a render', () => {
    expect(withRenderedPage(page, null)).toBe(page);
  });

  it('goes out without the render when it takes longer than the budget', async () => {
    const started = Date.now();

    expect(await withinBudget(() => new Promise<null>(() => undefined), 50)).toBeNull();
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('goes out without the render when it fails, and stops the render at the budget', async () => {
    expect(await withinBudget(() => Promise.reject(new Error('no document')), 1_000)).toBeNull();
    let stopped = false;
    await withinBudget(
      (signal) =>
        new Promise<null>((resolve) =>
          signal.addEventListener('abort', () => {
            stopped = true;
            resolve(null);
          }),
        ),
      20,
    );
    expect(stopped).toBe(true);
  });
});

// The shape of dist/.vite/manifest.json: the entry, two pages sharing a chunk with it.
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
    expect(beforeHeadEnd('<html><head><title>T</title></head></html>', tags)).toBe(
      `<html><head><title>T</title>${tags}</head></html>`,
    );
  });
});
