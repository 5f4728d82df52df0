import { describe, expect, it } from 'vitest';
import { withSettings } from './web-app.js';

describe('the web app page', () => {
  it('carries the map tiles as meta tags, escaped', () => {
    const html = withSettings('<html><head><title>Tavola</title></head><body></body></html>', {
      mapTiles: { url: 'https://t.example/{z}/{x}/{y}.png', attribution: '<a href="x">"T"</a>' },
    });

    expect(html).toContain(
      '<meta name="tavola:map-tiles" content="https://t.example/{z}/{x}/{y}.png" />',
    );
    expect(html).toContain(
      '<meta name="tavola:map-tiles-attribution" content="&lt;a href=&quot;x&quot;&gt;&quot;T&quot;&lt;/a&gt;" />',
    );
    expect(html.indexOf('tavola:map-tiles')).toBeLessThan(html.indexOf('</head>'));
  });

  it('puts them first in a page without a head', () => {
    const html = withSettings('<!doctype html><title>Tavola</title>', {
      mapTiles: { url: '', attribution: '' },
    });

    expect(html).toMatch(/^<!doctype html><meta name="tavola:map-tiles" content="" \/>/);
  });
});
