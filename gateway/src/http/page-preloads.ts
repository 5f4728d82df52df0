// What a page's first HTML asks the browser to fetch at once. Without it a first visit is a
// waterfall: the page, then the app's entry, then (once the router has rendered) the page's own
// chunk, then its images. The gateway knows the URL's page and the build's manifest
// (web/dist/.vite/manifest.json), so the page's chunk, its static imports and its CSS download
// together with the entry, and a place page's cover image with them.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { routeOf } from './page-head.js';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The app's page modules (web/src/app/routes), as the manifest names them. */
const page = (name: string) => `src/app/routes/${name}.tsx`;

// The places list's other screens (web/src/app/router.tsx): its map, following list, cuisines.
const PLACES_SCREEN = /^\/[^/]+\/places\/(map|following|following\/map|[^/]+)$/;
const STATIC_PAGES = new Set(['/offer', '/agreement', '/term-of-use']);
// Second segments of /{placeId}/... and /{city}/... routes with pages of their own.
const PLACE_CHILDREN: Record<string, string> = {
  news: page('outlet-posts'),
  reviews: page('outlet-posts'),
  albums: page('place-galleries'),
  menus: page('place-galleries'),
  album: page('place-gallery'),
  menu: page('place-gallery'),
  organisations: page('organisations'),
};

/**
 * The page module of a public route, or null where the gateway leaves the page to the app (the
 * login-required routes and anything it does not know: their chunks load as before).
 */
export function pageModuleOf(pathname: string): string | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (trimmed === '/') return page('home');
  if (trimmed === '/search') return page('search');
  if (STATIC_PAGES.has(trimmed)) return page('static');
  const route = routeOf(trimmed);
  // A public route's kind is the name of its page module (place, post, user, places, feed...).
  if (route) return route.kind === 'loginRequired' ? null : page(route.kind);
  if (PLACES_SCREEN.test(trimmed)) return page('places');
  const [, , second, third, ...rest] = trimmed.split('/');
  if (second === undefined || rest.length > 0) return null;
  const gallery = second === 'album' || second === 'menu';
  if (gallery !== (third !== undefined)) return null;
  return PLACE_CHILDREN[second] ?? null;
}

export interface PageFiles {
  scripts: string[];
  styles: string[];
}

// Per manifest (one object until a new build replaces it) and page module: every page request
// asks, and the answer changes only with the build.
const filesByManifest = new WeakMap<Manifest, Map<string, PageFiles>>();

/** The files a page needs beyond the entry's: its chunk with its static imports, and their CSS. */
export function pageFiles(manifest: Manifest, module: string): PageFiles {
  let byModule = filesByManifest.get(manifest);
  if (!byModule) {
    byModule = new Map();
    filesByManifest.set(manifest, byModule);
  }
  let files = byModule.get(module);
  if (!files) {
    files = collectPageFiles(manifest, module);
    byModule.set(module, files);
  }
  return files;
}

function collectPageFiles(manifest: Manifest, module: string): PageFiles {
  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const imported of manifest[key].imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return seen;
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const entry = closure(entries.filter((key) => key.endsWith('index.html')));
  if (!manifest[module]) return { scripts: [], styles: [] };
  const chunks = [...closure([module])].filter((key) => !entry.has(key));
  const entryStyles = new Set([...entry].flatMap((key) => manifest[key]?.css ?? []));
  const styles = [...new Set(chunks.flatMap((key) => manifest[key]?.css ?? [])).values()].filter(
    (file) => !entryStyles.has(file),
  );
  return { scripts: chunks.map((key) => manifest[key]!.file), styles };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The link tags of a page: its scripts as module preloads (fetched and parsed, run when the
 * router imports them; left out when `scripts` is false, for a page whose scripts load later),
 * its CSS as stylesheets (the app's loader finds them in place and adds none), and the image it
 * opens with (its largest paint) at high priority.
 */
export function preloadTags(files: PageFiles, image: string | null, scripts = true): string {
  const href = (file: string) => escapeAttribute(`/${file}`);
  return [
    ...(image
      ? [`<link rel="preload" as="image" href="${escapeAttribute(image)}" fetchpriority="high" />`]
      : []),
    ...files.styles.map((file) => `<link rel="stylesheet" crossorigin href="${href(file)}" />`),
    ...(scripts ? files.scripts : []).map(
      (file) => `<link rel="modulepreload" crossorigin href="${href(file)}" />`,
    ),
  ].join('');
}

/** The build's manifest, read again only when the file changes (a new build needs no restart). */
export function manifestReader(webDist: string): () => Manifest | null {
  const file = path.join(webDist, '.vite', 'manifest.json');
  let cached: { mtimeMs: number; manifest: Manifest } | null = null;
  return () => {
    try {
      const { mtimeMs } = statSync(file);
      if (cached?.mtimeMs !== mtimeMs) {
        cached = { mtimeMs, manifest: JSON.parse(readFileSync(file, 'utf8')) as Manifest };
      }
      return cached.manifest;
    } catch {
      // No build yet, or one being written: the page goes out without preloads.
      return null;
    }
  };
}

/** `html` with the tags before `</head>`. */
export function withPreloads(html: string, tags: string): string {
  if (!tags) return html;
  return html.includes('</head>') ? html.replace('</head>', () => `${tags}</head>`) : html;
}
