import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Request, type Response, type Router } from 'express';
import { WEB_APP_NOT_BUILT } from '../messages.js';
import { compressAnswers, precompressedFiles } from './compression.js';

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

/**
 * The built web app at `/`, GraphiQL at `/graphiql`, and the SPA fallback: any other GET that
 * accepts HTML gets `index.html`. Before `web/dist` exists, those answer a short 503, not a crash.
 * Existence is checked per request, so building the web app needs no gateway restart.
 */
export function webAppRouter(webDist: string, settings: WebAppSettings): Router {
  const router = express.Router();
  const indexHtml = path.join(webDist, 'index.html');
  const graphiqlHtml = path.join(webDist, 'graphiql.html');

  const compress = compressAnswers();

  router.get('/graphiql', compress, (_req, res) => sendPage(res, graphiqlHtml));
  // The page itself is served with the settings, not as the static file.
  router.get(['/', '/index.html'], compress, (_req, res) => sendPage(res, indexHtml, settings));
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
    sendPage(res, indexHtml, settings);
  });
  return router;
}

/** Vite fingerprints everything under assets/; anything else must always be revalidated. */
export function cacheControlOf(file: string): string {
  return file.includes(`${path.sep}assets${path.sep}`)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
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
