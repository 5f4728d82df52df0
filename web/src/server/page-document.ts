// The page's first HTML: the app's index.html with the page's head, its preloads, and the server
// render inside the root with the Apollo cache it was made from. Every value is escaped.
import { formatTitle } from '../lib/infra/head';
import { PAGE_STATE_ID } from '../lib/constants';
import type { PageHead } from './page-head';

/** `value` safe in HTML text and in a quoted attribute. */
export const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

const absolute = (origin: string, path: string) => new URL(path, origin).href;

/** `tags` before `</head>` (first in a page without a head: the parser puts them in the head). */
export function beforeHeadEnd(html: string, tags: string): string {
  if (!tags) return html;
  return html.includes('</head>')
    ? html.replace('</head>', () => `${tags}</head>`)
    : html.replace(/^(<!doctype html>)?/i, (doctype) => `${doctype}${tags}`);
}

export interface Prerender {
  /** The status a prerender service should give the page (the SPEC's prerender status code). */
  status: 200 | 401 | 404;
  /** The app marks this page ready itself (its page or route guard): the service waits for it. */
  waitForApp: boolean;
}

/**
 * `html` with the head put in: the page's own title and description replace the app's default
 * ones, and the canonical link, robots and Open Graph tags go before `</head>`. A crawler's page
 * (`prerender`) also says it is not ready yet (the app marks it ready once rendered) and, unless
 * 200, its status code.
 */
export function withHead(
  html: string,
  head: PageHead | null,
  origin: string,
  prerender: Prerender | null,
): string {
  const tags: string[] = [];
  let page = html;
  if (head) {
    const title = `<title>${escapeHtml(formatTitle(head.title))}</title>`;
    page = /<title>[^<]*<\/title>/i.test(page)
      ? page.replace(/<title>[^<]*<\/title>/i, () => title)
      : page;
    if (!page.includes(title)) tags.push(title);
    if (head.description !== null) {
      const description = `<meta name="description" content="${escapeHtml(head.description)}" />`;
      const existing = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/i;
      if (existing.test(page)) page = page.replace(existing, () => description);
      else tags.push(description);
    }
    if (head.noIndex) tags.push('<meta name="robots" content="noindex" />');
    if (head.canonical) {
      tags.push(`<link rel="canonical" href="${escapeHtml(absolute(origin, head.canonical))}" />`);
    }
    for (const rel of ['prev', 'next'] as const) {
      const href = head[rel];
      if (href) tags.push(`<link rel="${rel}" href="${escapeHtml(absolute(origin, href))}" />`);
    }
    const graph = head.openGraph;
    if (graph) {
      const properties: [string, string | null | undefined][] = [
        ['og:title', formatTitle(graph.title)],
        ['og:description', graph.description],
        ['og:image', graph.image ? absolute(origin, graph.image) : null],
        ['og:url', graph.url ? absolute(origin, graph.url) : null],
        ['og:type', graph.type ?? 'website'],
      ];
      for (const [property, content] of properties) {
        if (content) tags.push(`<meta property="${property}" content="${escapeHtml(content)}" />`);
      }
    }
  }
  if (prerender) {
    // Prerender services wait for this to turn true; the app sets it once the page has rendered.
    if (prerender.waitForApp) tags.push('<script>window.prerenderReady = false;</script>');
    if (prerender.status !== 200) {
      tags.push(`<meta name="prerender-status-code" content="${prerender.status}" />`);
    }
  }
  return beforeHeadEnd(page, tags.join(''));
}

/** `value` as JSON to write inside a script element: no raw `<`, so no text can close it early. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c');

/** The server's render of the page, with the state the browser's app starts from. */
export interface RenderedPage {
  /** What goes inside `<div id="root">`. */
  html: string;
  state: unknown;
}

/** `html` with the rendered page inside its root, and its state as JSON just after it. */
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
