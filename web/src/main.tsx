// First: every element the app makes, from its modules on, goes through it.
import './lib/text-children';
import { hydrate, render, type ComponentChild } from 'preact';
import { StrictMode } from 'react';
import { App } from './app/app';
import { preloadPagesOf } from './app/page-preload';
import { createAppRouter } from './app/router';
import { createApolloClient } from './lib/apollo/client';
import { PAGE_STARTER_GLOBAL } from './lib/constants';
import { takePageState } from './lib/page-state';
import { knowZoneOffsets } from './lib/schedule/local-time';
import { nextTask, takeOverPage } from './lib/take-over-apart';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

// A public page the gateway rendered comes with the Apollo cache it was rendered from: the app
// starts from that cache and takes over the HTML on screen (once the page's own chunk is in, so
// the page renders as it was sent, not its loading state first). Its opening hours are read with
// the time zone offsets the server used.
const pageState = takePageState();
if (pageState) knowZoneOffsets(pageState.zoneOffsets);

async function start(root: HTMLElement): Promise<void> {
  // Over a rendered page, the router is made in a task after the one that ran the app's modules.
  if (pageState) await nextTask();
  const router = createAppRouter();
  if (pageState) {
    // The router has matched the page's routes as it was made.
    await preloadPagesOf(router.state.matches).catch(() => undefined);
    await nextTask();
  }
  const client = createApolloClient(pageState?.cache);
  const app = (
    <StrictMode>
      <App client={client} router={router} />
    </StrictMode>
  );
  // Over the server's HTML, Preact's hydrate: it keeps the nodes, attaches the handlers and
  // corrects differing text, without reading back and setting again every attribute of every
  // element (as a render over existing HTML does, restyling the whole page). So the app's first
  // render is the server's, node for node: what only the browser knows (a visitor's stored city
  // in the links) comes through useSyncExternalStore, whose value while hydrating is the
  // server's and whose next is the browser's, and what is decided by the browser alone (is a
  // section near the screen) waits for an effect. A lazily loaded part keeps the server's HTML
  // until its chunk is in, then takes it over. The parts in `TakeOverApart` (the shell under the
  // root layout, its header, navigations and page, and the page's own parts) are each taken over
  // in a task of their own after the rest, and the Apollo client and the router are each made in
  // a task of their own before: a phone answers a tap between them. Into an empty root, a plain
  // render. The JSX is a Preact element under the compat layer, whatever React's types call it.
  const element = app as unknown as ComponentChild;
  if (pageState) {
    await nextTask();
    await takeOverPage(() => hydrate(element, root));
  } else render(element, root);
}

/** What the gateway's starter script of a rendered page offers the app. */
interface PageStarter {
  takeOver(): void;
}

/**
 * Plays what the visitor did on a rendered page while the app loaded (held by the gateway's
 * starter script), once the app's effects have run; after a failed start too, when the page's
 * links are plain links again.
 */
function playHeldInput(): void {
  const starter = (window as unknown as Record<string, PageStarter | undefined>)[
    PAGE_STARTER_GLOBAL
  ];
  if (starter) requestAnimationFrame(() => setTimeout(() => starter.takeOver()));
}

void start(container).finally(playHeldInput);
