// The server's render of a public page: the web app's own components, built for Node by
// web/vite.server.config.ts into web/dist-server, render the page against the gateway's schema in
// process. The HTML goes out inside the app's root with the Apollo cache it was made from, and
// the browser hydrates it: a phone shows the page once the HTML and CSS are in, not after the
// scripts have downloaded, run and asked for the data.
import { statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RunOperation, WebAppSettings } from './web-app.js';
import { withinBudget } from './within-budget.js';

export interface RenderedPage {
  html: string;
  state: unknown;
}

export interface PageRenderer {
  renderPage(
    url: string,
    run: RunOperation,
    options: { signal: AbortSignal; mapTiles: WebAppSettings['mapTiles'] },
  ): Promise<RenderedPage | null>;
}

/** The id of the script element that carries the page's Apollo cache (web/src/main.tsx reads it). */
export const PAGE_STATE_ID = 'tavola-page-state';

/**
 * The renderer built next to `webDist` (its sibling `dist-server`), or null while there is none.
 * A new build is picked up on the next page, as the static files are.
 */
export function pageRendererOf(webDist: string): () => Promise<PageRenderer | null> {
  const file = path.join(path.dirname(path.resolve(webDist)), 'dist-server', 'render-page.js');
  let loaded: { version: number; renderer: Promise<PageRenderer | null> } | null = null;
  return () => {
    let version: number;
    try {
      version = statSync(file).mtimeMs;
    } catch {
      return Promise.resolve(null);
    }
    if (loaded?.version !== version) {
      const url = `${pathToFileURL(file).href}?v=${version}`;
      loaded = {
        version,
        renderer: (import(url) as Promise<PageRenderer>).catch(() => null),
      };
    }
    return loaded.renderer;
  };
}

/**
 * The page's HTML and cache, or null when the renderer is not built, fails, or takes longer than
 * `budgetMs` (the app then renders the page in the browser, as without this).
 */
export async function renderWithinBudget(
  renderer: PageRenderer | null,
  url: string,
  run: RunOperation,
  budgetMs: number,
  settings: WebAppSettings,
): Promise<RenderedPage | null> {
  if (!renderer) return null;
  // Past the budget the render is told to stop at its next turn; the page does not wait for it.
  return withinBudget(
    (signal) => renderer.renderPage(url, run, { signal, mapTiles: settings.mapTiles }),
    budgetMs,
  );
}

/** `value` as JSON to write inside a script element: no raw `<`, so no text can close it early. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c');

/** `html` with the rendered page inside its root, and the cache as JSON just after it. */
export function withRenderedPage(html: string, page: RenderedPage | null): string {
  if (!page) return html;
  const state = scriptJson(page.state);
  return html.replace(
    '<div id="root"></div>',
    () =>
      `<div id="root">${page.html}</div>` +
      `<script type="application/json" id="${PAGE_STATE_ID}">${state}</script>`,
  );
}
