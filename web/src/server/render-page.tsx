// The server's render of a public page: the gateway imports the build of this module
// (dist-server/render-page.js) and sends the HTML it makes inside the app's root, with the
// Apollo cache that HTML was made from; the browser hydrates it (main.tsx). A visitor's phone
// then shows the page as soon as the HTML and CSS are in, before any script has run.
import { ApolloClient, ApolloLink, type OperationVariables } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Observable } from 'rxjs';
import { preloadPagesAt } from '../app/page-preload';
import { routes } from '../app/router';
import { RenderedAtContext } from '../lib/hooks/use-now';
import { createCache } from '../lib/infra/apollo/client';
import { setServerMapTiles, type MapTiles } from '../lib/infra/map-tiles';
import { ServerPartsContext } from '../lib/infra/server-parts';
import type { PageState } from '../lib/infra/page-state';
import { zoneOffsetsAround } from '../lib/infra/schedule/local-time';

/** One operation of the gateway's own schema, run in process as the page's visitor. */
export type RunOperation = (
  document: DocumentNode,
  variables: OperationVariables,
) => Promise<FormattedExecutionResult>;

export interface RenderOptions {
  /** Stops the render: it then gives null. */
  signal?: AbortSignal;
  /** The map tiles the gateway writes into its pages (its MAP_TILES_URL setting). */
  mapTiles?: MapTiles;
}

export interface RenderedPage {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** What the browser's app starts from to render the same HTML (web/src/lib/infra/page-state.ts). */
  state: PageState;
  /** The lazily loaded parts in the HTML (lib/infra/server-parts.ts): their CSS goes with it. */
  parts: string[];
}

const staticHandler = createStaticHandler(routes);

/**
 * The page at `url` as its visitor sees it once its queries have answered, or null when it cannot
 * be rendered whole (a query failed, a redirect, or the signal ran out first): the browser then
 * renders the page itself, as it would without this.
 */
export async function renderPage(
  url: string,
  run: RunOperation,
  { signal, mapTiles }: RenderOptions = {},
): Promise<RenderedPage | null> {
  if (mapTiles) setServerMapTiles(mapTiles);
  const request = new Request(url, signal ? { signal } : {});
  const { pathname } = new URL(url);
  await preloadPagesAt(routes, pathname);
  const context = await staticHandler.query(request);
  if (context instanceof Response || context.errors) return null;

  let failed = false;
  const link = new ApolloLink(
    (operation) =>
      new Observable((subscriber) => {
        run(operation.query, operation.variables).then(
          (result) => {
            if (result.errors?.length) failed = true;
            subscriber.next(result);
            subscriber.complete();
          },
          (error: unknown) => {
            failed = true;
            subscriber.error(error);
          },
        );
      }),
  );
  const cache = createCache();
  const client = new ApolloClient({ link, cache, ssrMode: true });
  const router = createStaticRouter(staticHandler.dataRoutes, context);
  // One "now" for every pass of the render and for the browser's hydration of its HTML.
  const renderedAt = Date.now();
  const parts = new Set<string>();
  const { result, aborted } = await prerenderStatic({
    tree: (
      <RenderedAtContext value={renderedAt}>
        <ServerPartsContext value={parts}>
          <ApolloProvider client={client}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </ApolloProvider>
        </ServerPartsContext>
      </RenderedAtContext>
    ),
    // React's static renderer: it waits for every Suspense boundary (a lazily loaded part) to
    // resolve, so the HTML is the whole page, with the boundaries' markers hydrateRoot reads.
    // Each boundary in its place: left to its default chunk size (12.5 KB), React moves the
    // content of boundaries past it to the end of the HTML, put in place by an inline script, which
    // a crawler without scripts never runs.
    renderFunction: (tree) =>
      prerenderToNodeStream(tree, {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        ...(signal ? { signal } : {}),
      }),
    ...(signal ? { signal } : {}),
  });
  if (failed || aborted) return null;
  return {
    html: result,
    state: {
      cache: cache.extract(),
      zoneOffsets: zoneOffsetsAround(new Date(renderedAt)),
      renderedAt,
    },
    parts: [...parts],
  };
}
