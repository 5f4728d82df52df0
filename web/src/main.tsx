import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPagesAt } from './app/page-preload';
import { routes } from './app/router';
import { PAGE_STATE_ID } from './lib/constants';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

// A public page the gateway rendered comes with the Apollo cache it was rendered from: the app
// starts from that cache and takes over the HTML on screen (once the page's own chunk is in, so
// the page renders as it was sent, not its loading state first).
const stateElement = document.getElementById(PAGE_STATE_ID);
const serverState: unknown = stateElement?.textContent
  ? JSON.parse(stateElement.textContent)
  : null;
stateElement?.remove();

if (serverState && container.firstChild) {
  void preloadPagesAt(routes, window.location.pathname)
    .catch(() => undefined)
    .then(() =>
      hydrateRoot(
        container,
        <StrictMode>
          <App serverState={serverState} />
        </StrictMode>,
      ),
    );
} else {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
