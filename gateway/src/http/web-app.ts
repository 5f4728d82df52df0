import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Request, type Response, type Router } from 'express';
import type { DocumentNode, ExecutionResult } from 'graphql';
import { WEB_APP_NOT_BUILT } from '../messages.js';
import { compressAnswers, precompressedFiles } from './compression.js';
import { whenChanged } from './built-file.js';
import { webPagesOf, type Manifest, type WebPages } from './page-render.js';

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
  /** Any operation as the request's caller; one request's reads share its loaders. */
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
  // The page itself is the web app's answer, with the settings, not the static file.
  const template = whenChanged(indexHtml, (file) =>
    withSettings(readFileSync(file, 'utf8'), settings),
  );
  // No build yet, or one being written: the page goes out without preloads.
  const manifest = whenChanged(
    path.join(webDist, '.vite', 'manifest.json'),
    (file) => JSON.parse(readFileSync(file, 'utf8')) as Manifest,
  );
  const pages = webPagesOf(webDist);
  const sendApp = async (req: Request, res: Response) =>
    sendAppPage(req, res, template(), settings, reads, manifest(), await pages());
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
 * The app's page as the web app answers it (its status and HTML: web/src/server/page-answer.ts),
 * with the settings in it; without the page reads or the web's server build, index.html as built.
 */
async function sendAppPage(
  req: Request,
  res: Response,
  template: string | null,
  settings: WebAppSettings,
  reads: PageReads | undefined,
  manifest: Manifest | null,
  pages: WebPages | null,
): Promise<void> {
  if (template === null) {
    res.status(503).type('text/plain').send(WEB_APP_NOT_BUILT);
    return;
  }
  const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
  const answer =
    reads && pages
      ? await pages
          .answerPage(
            { url: `${origin}${req.originalUrl}`, userAgent: req.get('user-agent') },
            {
              run: reads.runFor(req),
              carriesSession: reads.carriesSession(req),
              signedIn: () => reads.signedIn(req),
              budgetMs: reads.budgetMs,
              mapTiles: settings.mapTiles,
            },
            { template, manifest },
          )
          // A page the web's answer failed on goes out as built: the browser renders it.
          .catch(() => ({ status: 200, html: template }))
      : { status: 200, html: template };
  res.setHeader('Cache-Control', 'no-cache');
  res.status(answer.status).type('html').send(answer.html);
}

function sendPage(res: Response, file: string): void {
  if (!existsSync(file)) {
    res.status(503).type('text/plain').send(WEB_APP_NOT_BUILT);
    return;
  }
  res.setHeader('Cache-Control', 'no-cache');
  res.sendFile(file);
}
