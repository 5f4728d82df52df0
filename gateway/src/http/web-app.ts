import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Request, type Response, type Router } from 'express';
import type { DocumentNode, ExecutionResult } from 'graphql';
import { WEB_APP_NOT_BUILT } from '../messages.js';
import { withinBudget } from './within-budget.js';
import { compressAnswers, precompressedFiles } from './compression.js';
import {
  headOf,
  isCrawler,
  marksReady,
  NOT_FOUND_HEAD,
  routeOf,
  withHead,
  type PageHead,
  type RunQuery,
} from './page-head.js';
import {
  pageRendererOf,
  renderWithinBudget,
  withRenderedPage,
  type PageRenderer,
} from './page-render.js';
import {
  manifestReader,
  pageFiles,
  pageModuleOf,
  preloadTags,
  withPreloads,
  type Manifest,
} from './page-preloads.js';
import { startsAfterPaint, withDeferredStart } from './page-start.js';

/** What the web app reads at run time from meta tags of its page (see web/src/lib/runtime-config.ts). */
export interface WebAppSettings {
  mapTiles: { url: string; attribution: string };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page with the settings as meta tags before `</head>`. */
export function withSettings(html: string, settings: WebAppSettings): string {
  const tags =
    `<meta name="tavola:map-tiles" content="${escapeAttribute(settings.mapTiles.url)}" />` +
    `<meta name="tavola:map-tiles-attribution" content="${escapeAttribute(settings.mapTiles.attribution)}" />`;
  // A page without a head (a bare test page) takes them first; the parser puts them in the head.
  return html.includes('</head>')
    ? html.replace('</head>', `${tags}</head>`)
    : html.replace(/^(<!doctype html>)?/i, (doctype) => `${doctype}${tags}`);
}

// Paths that are never the SPA's, even when the browser asks for HTML.
const NOT_SPA = /^\/(graphql|uploads|api|health)(\/|$)/;

/** One operation of the gateway's schema, run in process as a request's caller. */
export type RunOperation = (
  document: DocumentNode,
  variables: Record<string, unknown>,
) => Promise<ExecutionResult> | ExecutionResult;

/** How the page answers read what a public page shows (the gateway's own schema, in process). */
export interface PageReads {
  /**
   * A page waits this long at most for its head, and as long again for its server render; after
   * it, the app's default head is sent, and the browser renders the page.
   */
  budgetMs: number;
  /** One query as the request's caller (NOT_FOUND is null data; other failures throw). */
  queryFor(req: Request): RunQuery;
  /** Any operation as the request's caller, with the loaders of `queryFor`'s reads. */
  runFor(req: Request): RunOperation;
  /** Whether the request carries a session token at all (checked or not). */
  carriesSession(req: Request): boolean;
  /** Whether the request carries a session the api accepts. */
  signedIn(req: Request): Promise<boolean>;
}

/**
 * The built web app at `/`, GraphiQL at `/graphiql`, and the SPA fallback: any other GET that
 * accepts HTML gets `index.html`. Before `web/dist` exists, those answer a short 503, not a crash.
 * Existence is checked per request, so building the web app needs no gateway restart.
 */
export function webAppRouter(webDist: string, settings: WebAppSettings, reads?: PageReads): Router {
  const router = express.Router();
  const indexHtml = path.join(webDist, 'index.html');
  const graphiqlHtml = path.join(webDist, 'graphiql.html');

  const compress = compressAnswers();

  router.get('/graphiql', compress, (_req, res) => sendPage(res, graphiqlHtml));
  // The page itself is served with the settings, not as the static file.
  const manifest = manifestReader(webDist);
  const renderer = pageRendererOf(webDist);
  const sendApp = async (req: Request, res: Response) =>
    sendAppPage(req, res, indexHtml, settings, reads, manifest(), await renderer());
  router.get(['/', '/index.html'], compress, sendApp);
  router.use(
    precompressedFiles(path.resolve(webDist), (file) => ({
      'Cache-Control': cacheControlOf(file),
    })),
  );
  router.use(
    express.static(webDist, {
      index: false,
      setHeaders(res, file) {
        res.setHeader('Cache-Control', cacheControlOf(file));
      },
    }),
  );
  router.use(compress, (req: Request, res: Response, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_SPA.test(req.path)) return next();
    if (!req.accepts('html')) return next();
    void sendApp(req, res).catch(next);
  });
  return router;
}

/** Vite fingerprints everything under assets/; anything else must always be revalidated. */
export function cacheControlOf(file: string): string {
  return file.includes(`${path.sep}assets${path.sep}`)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

/**
 * The app's page with the head of the route's entity (one read) and, for a crawler, the SPEC's
 * prerender markers: not ready until the app says so, 404 for what is not there, 401 for a
 * login-required route without a session (also the answer's own status, for crawlers only: people
 * get the app, which shows its own not-found page).
 */
async function sendAppPage(
  req: Request,
  res: Response,
  file: string,
  settings: WebAppSettings,
  reads: PageReads | undefined,
  manifest: Manifest | null,
  renderer: PageRenderer | null,
): Promise<void> {
  if (!existsSync(file)) {
    res.status(503).type('text/plain').send(WEB_APP_NOT_BUILT);
    return;
  }
  const crawler = isCrawler(req.get('user-agent'));
  const route = reads ? routeOf(req.path) : null;
  const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
  const pageModule = pageModuleOf(req.path);
  // A visitor's public page is rendered here, at the same time as its head is read; a signed-in
  // person's page shows their own state (likes, follows), so the browser renders it as before.
  const rendering =
    reads && pageModule && !reads.carriesSession(req)
      ? renderWithinBudget(
          renderer,
          `${origin}${req.originalUrl}`,
          reads.runFor(req),
          reads.budgetMs,
          settings,
        )
      : Promise.resolve(null);
  let head: PageHead | null = null;
  let status: 200 | 401 | 404 = 200;
  if (route && reads) {
    if (route.kind === 'loginRequired') {
      if (crawler && !(await reads.signedIn(req).catch(() => false))) status = 401;
    } else {
      head = await withinBudget(() => headOf(route, reads.queryFor(req)), reads.budgetMs);
      if (head === NOT_FOUND_HEAD) status = 404;
    }
  }
  const rendered = await rendering;
  const module = manifest && head !== NOT_FOUND_HEAD ? pageModule : null;
  // A rendered page is on screen before its scripts run, so they load after it has painted
  // (page-start.ts). A link clicked before they have run is a plain link, and what is typed
  // meanwhile stays in its field, where the app reads it (web/src/lib/typed-value.ts).
  const afterPaint = rendered !== null && startsAfterPaint(req.path);
  const files = manifest && module ? pageFiles(manifest, module) : null;
  const preloads = files ? preloadTags(files, head?.heroImage ?? null, !afterPaint) : '';
  let page = withRenderedPage(readFileSync(file, 'utf8'), rendered);
  if (afterPaint) page = withDeferredStart(page, files?.scripts ?? []);
  const html = withHead(
    withPreloads(withSettings(page, settings), preloads),
    head,
    origin,
    crawler ? { status, waitForApp: marksReady(route) } : null,
  );
  res.setHeader('Cache-Control', 'no-cache');
  if (crawler) res.status(status);
  res.type('html').send(html);
}

function sendPage(res: Response, file: string, settings?: WebAppSettings): void {
  if (!existsSync(file)) {
    res.status(503).type('text/plain').send(WEB_APP_NOT_BUILT);
    return;
  }
  res.setHeader('Cache-Control', 'no-cache');
  if (!settings) {
    res.sendFile(file);
    return;
  }
  res.type('html').send(withSettings(readFileSync(file, 'utf8'), settings));
}
