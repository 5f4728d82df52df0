// The web app's answer to a request for one of its pages, for the gateway to send: the status,
// and the first HTML with the page's head, its preloads and (for a visitor's public page) the
// page itself rendered with the cache it was made from. All of it comes from the app's own route
// table (app/router.tsx). The gateway imports the server build of this module
// (dist-server/page-answer.js), gives it the request and a way to run its schema as the
// request's caller, and sends what it answers.
import { matchRoutes } from 'react-router';
import { pageModuleOf } from '../app/page-preload';
import { routes } from '../app/router';
import { isLoginRequired } from '../lib/domain/login-required';
import type { MapTiles } from '../lib/infra/map-tiles';
import { isCrawler } from './crawler';
import { beforeHeadEnd, withHead, withRenderedPage } from './page-document';
import { headOf, NOT_FOUND_HEAD, readsHead, type HeadRoute, type PageHead } from './page-head';
import { pageFiles, preloadTags, type Manifest } from './page-preloads';
import { renderPage, type RunOperation } from './render-page';
import { startsAfterPaint, withDeferredStart } from './page-start';
import { withinBudget } from './within-budget';

export type { Manifest } from './page-preloads';
export type { RunOperation } from './render-page';

export interface PageRequest {
  /** The page's absolute URL, as the browser asked for it. */
  url: string;
  userAgent: string | undefined;
}

/** What the gateway gives a page: its schema as the request's caller, and its settings. */
export interface PageContext {
  /** Runs an operation of the gateway's schema in process as the request's caller. */
  run: RunOperation;
  /** Whether the request carries a session token at all (checked or not). */
  carriesSession: boolean;
  /** Whether the request carries a session the api accepts. */
  signedIn(): Promise<boolean>;
  /**
   * The page waits this long at most for its head, and as long again for its render; past it,
   * the app's default head goes out and the browser renders the page.
   */
  budgetMs: number;
  /** The map tiles the gateway's pages name (its settings). */
  mapTiles: MapTiles;
}

/** The built app the page is made from. */
export interface PageBuild {
  /** The built index.html. */
  template: string;
  /** The build's manifest, or null while there is none (the page then goes without preloads). */
  manifest: Manifest | null;
}

export interface PageAnswer {
  /** 401 and 404 for a crawler only (SPEC section 1); people get the app's own pages at 200. */
  status: 200 | 401 | 404;
  html: string;
}

/** What the route table says of a path's page. */
export interface PageRoute {
  /** SPEC section 2: a visitor cannot open it (the route guard asks to log in). */
  loginRequired: boolean;
  /** The deepest matched route, when it is one whose head is read from its entity. */
  route: HeadRoute | null;
  /** The page module to preload (and to render for a visitor), for a page open to visitors. */
  pageModule: string | null;
  /** The id of the deepest matched route, where it has one. */
  routeId: string | undefined;
}

export function pageRouteOf(pathname: string): PageRoute {
  const matches = matchRoutes(routes, pathname) ?? [];
  const leaf = matches.at(-1);
  const routeId = leaf?.route.id;
  if (isLoginRequired(pathname)) {
    return { loginRequired: true, route: null, pageModule: null, routeId };
  }
  const route = routeId && leaf ? { id: routeId, params: leaf.params } : null;
  return {
    loginRequired: false,
    route: readsHead(route) ? route : null,
    pageModule: pageModuleOf(matches),
    routeId,
  };
}

/**
 * The page at `request.url`. A visitor's public page is rendered at the same time as its head is
 * read; a signed-in person's page shows their own state (likes, follows), so the browser renders
 * it. A crawler's page carries the prerender markers: not ready until the app says so, and its
 * status: 404 for what is not there, 401 for a login-required page without a session.
 */
export async function answerPage(
  request: PageRequest,
  context: PageContext,
  build: PageBuild,
): Promise<PageAnswer> {
  const url = new URL(request.url);
  const crawler = isCrawler(request.userAgent);
  const { loginRequired, route, pageModule, routeId } = pageRouteOf(url.pathname);

  const rendering =
    pageModule && !context.carriesSession
      ? withinBudget(
          (signal) => renderPage(url.href, context.run, { signal, mapTiles: context.mapTiles }),
          context.budgetMs,
        )
      : Promise.resolve(null);
  let head: PageHead | null = null;
  let status: PageAnswer['status'] = 200;
  if (loginRequired) {
    if (crawler && !(await context.signedIn().catch(() => false))) status = 401;
  } else if (route) {
    head = await withinBudget(() => headOf(route, context.run, url.searchParams), context.budgetMs);
    if (head === NOT_FOUND_HEAD) status = 404;
  }
  const rendered = await rendering;

  const manifest = build.manifest;
  const routeFiles =
    manifest && pageModule && head !== NOT_FOUND_HEAD ? pageFiles(manifest, pageModule) : null;
  // The stylesheets of the lazily loaded parts in the HTML come with the page's own (their
  // scripts load when the app hydrates them).
  const files =
    routeFiles && manifest && rendered
      ? {
          ...routeFiles,
          styles: [
            ...new Set([
              ...routeFiles.styles,
              ...rendered.parts.flatMap((part) => pageFiles(manifest, part).styles),
            ]),
          ],
        }
      : routeFiles;
  // A rendered page is on screen before its scripts run, so they load after it has painted
  // (page-start.ts). A link clicked before they have run is a plain link, and what is typed
  // meanwhile stays in its field, where the app reads it (lib/infra/typed-value.ts).
  const withRender = withRenderedPage(build.template, rendered);
  const page =
    rendered !== null && startsAfterPaint(routeId)
      ? withDeferredStart(withRender, files?.scripts ?? [])
      : withRender;
  // The page's scripts are preloaded unless the deferred start fetches them after the paint.
  const preloads = files ? preloadTags(files, head?.heroImage ?? null, page === withRender) : '';
  // The pages that mark themselves ready: the route guard's and the entity pages' (a page guard);
  // the paged lists (places, chains) do not, and a prerender service judges them by its own rules.
  const waitForApp =
    loginRequired || (route !== null && route.id !== 'places' && route.id !== 'organisations');
  const html = withHead(
    beforeHeadEnd(page, preloads),
    head,
    url.origin,
    crawler ? { status, waitForApp } : null,
  );
  return { status: crawler ? status : 200, html };
}
