// The web app's pages: the web package's server build (web/dist-server/page-answer.js, from
// web/src/server/page-answer.ts) answers each page request with its status and HTML, from the
// app's own route table: the head, the preloads and, for a visitor's public page, the page
// rendered against this gateway's schema in process. The gateway knows no routes or page texts:
// it loads that module, gives it the request and the caller's reads, and sends the answer.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { whenChanged } from './built-file.js';
import type { RunOperation, WebAppSettings } from './web-app.js';

/** The manifest of the web build (its dist/.vite/manifest.json), as the web's answer reads it. */
export type Manifest = Record<string, unknown>;

/** The web app's answer to one page request (web/src/server/page-answer.ts). */
export interface WebPages {
  answerPage(
    request: { url: string; userAgent: string | undefined },
    context: {
      run: RunOperation;
      carriesSession: boolean;
      signedIn(): Promise<boolean>;
      budgetMs: number;
      mapTiles: WebAppSettings['mapTiles'];
    },
    build: { template: string; manifest: Manifest | null },
  ): Promise<{ status: number; html: string }>;
}

/**
 * The web's page answer built next to `webDist` (its sibling `dist-server`), or null while there
 * is none. A new build is picked up on the next page, as the static files are.
 */
export function webPagesOf(webDist: string): () => Promise<WebPages | null> {
  const file = path.join(path.dirname(path.resolve(webDist)), 'dist-server', 'page-answer.js');
  // Under a new URL per build: Node keeps a module it has imported for good.
  const pages = whenChanged(file, (built, version) =>
    (import(`${pathToFileURL(built).href}?v=${version}`) as Promise<WebPages>).catch(() => null),
  );
  return () => pages() ?? Promise.resolve(null);
}
