// When the app's scripts load on a page the server rendered. The HTML is the page already, so its
// scripts need not come first: they load once the page has loaded (HTML, CSS and the images it
// opens with) and the browser has painted it, or at the visitor's first touch or key if that is
// sooner. A phone's network and processor go to what is on screen first (a request the HTML
// starts before the first paint holds the paint back in Lighthouse's simulation of a phone).
//
// Nothing is held or replayed meanwhile: a link is a plain link until React hydrates the page,
// and text typed into a field stays there, where the app reads it as the field mounts.
import { scriptJson } from './page-document';

/**
 * The little of a browser's page the start uses: its source runs in the page, where nothing of this
 * module is, so it names what it reaches through `page` alone.
 */
interface PageScript {
  type: string;
  crossOrigin: string | null;
  src: string;
  textContent: string | null;
}
interface PageWindow {
  document: {
    readyState: string;
    head: { appendChild(node: PageScript): unknown };
    createElement(tag: 'script'): PageScript;
  };
  addEventListener(
    type: string,
    listener: () => void,
    options?: { capture?: boolean; passive?: boolean; once?: boolean },
  ): void;
  PerformanceObserver: {
    readonly supportedEntryTypes: readonly string[];
    new (
      callback: (
        list: { getEntriesByName(name: string): readonly unknown[] },
        observer: { disconnect(): void },
      ) => void,
    ): { observe(options: { type: string; buffered: boolean }): void };
  };
}

/**
 * Runs in the page, as an inline script (`page` is its window): its source is written into the
 * HTML, so it uses nothing from outside its body, and only what every browser the app supports
 * has.
 */
export function startWhenShown(page: PageWindow, entry: string, scripts: string[]): void {
  const { document } = page;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
    // The page's own chunks, fetched beside the entry by one module script that imports them all:
    // the module loader fetches them at once, with no element (and no task) per file.
    if (scripts.length === 0) return;
    const chunks = document.createElement('script');
    chunks.type = 'module';
    chunks.textContent = scripts.map((src) => `import ${JSON.stringify(src)};`).join('');
    document.head.appendChild(chunks);
  };
  for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel']) {
    page.addEventListener(type, start, { capture: true, passive: true, once: true });
  }
  let loaded = document.readyState === 'complete';
  let painted = false;
  const startWhenReady = () => {
    if (loaded && painted) start();
  };
  if (page.PerformanceObserver.supportedEntryTypes.includes('paint')) {
    new page.PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      painted = true;
      startWhenReady();
    }).observe({ type: 'paint', buffered: true });
  } else painted = true;
  if (loaded) startWhenReady();
  else {
    page.addEventListener('load', () => {
      loaded = true;
      startWhenReady();
    });
  }
}

// Screens the app draws (the maps), by route id (app/router.tsx): their HTML is only a frame for
// what the scripts bring, so they start as soon as they can, as pages the server did not render.
const DRAWN_BY_THE_APP = new Set(['places-map', 'places-following-map']);

/** Whether a rendered page of the route `routeId` loads its app only once it has painted. */
export function startsAfterPaint(routeId: string | undefined): boolean {
  return routeId === undefined || !DRAWN_BY_THE_APP.has(routeId);
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;

/**
 * `html` with the app's entry script taken out of the head and `startWhenShown` at the end of the
 * body, loading the entry and `pageScripts` (the page's chunks, as the manifest names them) once
 * the page has painted. Without an entry script (a bare test page) the page is left as it is.
 */
export function withDeferredStart(html: string, pageScripts: string[]): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry || !html.includes('</body>')) return html;
  const scripts = pageScripts.map((file) => `/${file}`);
  // Run from source (npm run dev, under tsx), a function's source names its inner functions
  // through a helper of the transpiler's, which the page does not have: it gets one that does
  // nothing.
  const call =
    'var __name = function (f) { return f; };' +
    `(${startWhenShown.toString()})(window, ${scriptJson(entry)}, ${scriptJson(scripts)});`;
  return html.replace(ENTRY_SCRIPT, '').replace('</body>', () => `<script>${call}</script></body>`);
}
