import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPagesOf } from './app/page-preload';
import { createAppRouter } from './app/router';
import { createApolloClient } from './lib/infra/apollo/client';
import { reportHydrationMismatch } from './lib/infra/hydration';
import { takePageState } from './lib/infra/page-state';
import { knowZoneOffsets } from './lib/infra/schedule/local-time';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

// A public page the gateway rendered comes with the Apollo cache it was rendered from: the app
// starts from that cache and hydrates the HTML on screen. Its opening hours are read with the
// time zone offsets the server used.
const pageState = takePageState();
if (pageState) knowZoneOffsets(pageState.zoneOffsets);

async function start(root: HTMLElement): Promise<void> {
  const router = createAppRouter();
  const rendered = pageState !== undefined && root.hasChildNodes();
  // The pages the router has matched are loaded before the first render, so that render is the
  // server's page and not the pages' loading state over it.
  if (rendered) await preloadPagesOf(router.state.matches).catch(() => undefined);
  const client = createApolloClient(pageState?.cache);
  const app = (
    <StrictMode>
      <App
        client={client}
        router={router}
        renderedAt={rendered ? pageState.renderedAt : undefined}
      />
    </StrictMode>
  );
  // Over the server's HTML, React hydrates: the shell first, then each Suspense boundary below
  // it apart (the one a visitor clicks or types into first), yielding to the browser between
  // them. Into an empty root, a plain render.
  if (rendered) hydrateRoot(root, app, { onRecoverableError: reportHydrationMismatch });
  else createRoot(root).render(app);
}

void start(container);
