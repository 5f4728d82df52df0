import { describe, expect, it } from 'vitest';
import { PAGE_STATE_ID, renderWithinBudget, withRenderedPage } from './page-render.js';

const SETTINGS = { mapTiles: { url: '', attribution: '' } };
const PAGE = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

describe("a visitor's page rendered by the gateway", () => {
  it('goes inside the root, with its cache as JSON that text cannot end early', () => {
    const html = withRenderedPage(PAGE, {
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
    expect(withRenderedPage(PAGE, null)).toBe(PAGE);
  });

  it('goes out without the render when it takes longer than the budget', async () => {
    const slow = { renderPage: () => new Promise<null>(() => undefined) };
    const started = Date.now();

    expect(await renderWithinBudget(slow, 'http://x/', () => ({}), 50, SETTINGS)).toBeNull();
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('goes out without the render when it fails, or when the renderer is not built', async () => {
    const failing = { renderPage: () => Promise.reject(new Error('no document')) };

    expect(await renderWithinBudget(failing, 'http://x/', () => ({}), 1_000, SETTINGS)).toBeNull();
    expect(await renderWithinBudget(null, 'http://x/', () => ({}), 1_000, SETTINGS)).toBeNull();
  });
});
