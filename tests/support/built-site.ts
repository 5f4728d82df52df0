// A built app of a few files, precompressed by the build's own step and served by a gateway of
// its own in front of a stack's api: what the compression and the crawlers' pages are read from.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { useServers, type RunningGateway, type StackUnderTest } from './stack.js';
import { placeWebServerBuild } from './web-server-build.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The entry script of the built app, as the gateway serves it. */
export const APP_SCRIPT = 'console.log("a hashed chunk of the app");\n'.repeat(200);
const APP_SCRIPT_FILE = 'assets/index-Bx7fQ2aZ.js';
export const APP_SCRIPT_PATH = `/${APP_SCRIPT_FILE}`;

// Vite's manifest of the build: the entry and a place page that imports a chunk of its own.
const buildManifest = {
  'index.html': { file: APP_SCRIPT_FILE, isEntry: true, imports: ['_react-R1.js'] },
  '_react-R1.js': { file: 'assets/react-R1.js' },
  '_map-view-M1.js': { file: 'assets/map-view-M1.js', css: ['assets/map-view-M1.css'] },
  'src/app/routes/place.tsx': {
    file: 'assets/place-P1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_react-R1.js', '_map-view-M1.js'],
    css: ['assets/place-P1.css'],
  },
};

/** The site for the test file, started before its first test; `url` reads it inside tests. */
export function useBuiltSite(stack: StackUnderTest): { readonly url: string } {
  const servers = useServers();
  let site: RunningGateway | undefined;
  let siteDir: string | undefined;
  beforeAll(async () => {
    siteDir = mkdtempSync(path.join(tmpdir(), 'tavola-site-'));
    const webDist = path.join(siteDir, 'dist');
    mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    // The web's page answer: the heads, statuses and preloads of the pages.
    placeWebServerBuild(siteDir);
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><meta charset="UTF-8" />' +
        '<meta name="description" content="Tavola: the default description." />' +
        `<title>Tavola</title></head><body>${'<p>Tavola</p>'.repeat(200)}</body></html>`,
    );
    writeFileSync(path.join(webDist, APP_SCRIPT_FILE), APP_SCRIPT);
    writeFileSync(path.join(webDist, 'manifest.json'), JSON.stringify({ name: 'x'.repeat(2000) }));
    mkdirSync(path.join(webDist, '.vite'));
    writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(buildManifest));
    execFileSync(process.execPath, [path.join(root, 'scripts/precompress.mjs'), webDist]);
    // The head's budget is for people's phones; a busy test machine gets all the time it needs.
    site = await servers.gateway({ apiUrl: stack.apiUrl, webDist, pageHeadBudgetMs: 60_000 });
  }, 180_000);
  afterAll(() => {
    if (siteDir) rmSync(siteDir, { recursive: true, force: true });
  });
  return {
    get url() {
      if (!site) throw new Error('the site is not started yet: use it inside a test or hook');
      return site.url;
    },
  };
}
