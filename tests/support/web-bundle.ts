// What a first visit of the built web app downloads, read from Vite's manifest
// (web/dist/.vite/manifest.json): the entry chunk with every chunk it imports statically (the
// browser fetches them before the app starts), and for a page, that plus the page's own lazy chunk
// and its static imports. Sizes are gzip bytes at level 9, as the files are served compressed.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The target for the JS of any first route (the entry and the page's own chunk). */
export const firstRouteTargetGzipBytes = 210 * 1024;

/** The first routes a visitor lands on, by their page module; each is held to the target. */
export const firstRoutes: Record<string, string> = {
  home: 'src/app/routes/home.tsx',
  places: 'src/app/routes/places.tsx',
  place: 'src/app/routes/place.tsx',
  post: 'src/app/routes/post.tsx',
  feed: 'src/app/routes/feed.tsx',
};

/**
 * The budget `npm test` holds the entry to: the JS every first visit downloads, whatever its
 * page: 177 KB gzip on React (120 KB on Preact's compat layer). React, react-dom, React Router's
 * data router and Apollo Client alone come to some 144 KB gzip (the bench's floor app); pages,
 * modals and documents are chunks of their own.
 */
export const entryBudgetGzipBytes = 180 * 1024;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface Download {
  /** The JS files, entry first. */
  js: string[];
  css: string[];
  jsGzipBytes: number;
  cssGzipBytes: number;
}

export function webDist(root: string): string {
  return path.join(root, 'web', 'dist');
}

export function readManifest(root: string): Manifest {
  return readManifestAt(webDist(root));
}

/** The manifest of a Vite build in `dist`. */
export function readManifestAt(dist: string): Manifest {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: build first`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

function gzipBytes(dist: string, file: string): number {
  return gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
}

/** The chunks under `keys` and everything they import statically, each once. */
function closure(manifest: Manifest, keys: string[]): ManifestChunk[] {
  const seen = new Set<string>();
  const chunks: ManifestChunk[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    chunks.push(chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return chunks;
}

function download(dist: string, chunks: ManifestChunk[]): Download {
  const js = chunks.map((chunk) => chunk.file);
  const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipBytes(dist, file), 0);
  return { js, css, jsGzipBytes: sum(js), cssGzipBytes: sum(css) };
}

/** The app's entry (index.html) and its static imports. */
export function entryDownload(root: string, manifest = readManifest(root)): Download {
  return entryDownloadAt(webDist(root), manifest);
}

/** The same for the Vite build in `dist`. */
export function entryDownloadAt(dist: string, manifest: Manifest): Download {
  return download(dist, closure(manifest, ['index.html']));
}

/**
 * A first visit of a page: the entry plus the page module's lazy chunk (`page`, its source path
 * under web/, e.g. `src/app/routes/places.tsx`) and their static imports.
 */
export function pageDownload(root: string, page: string, manifest = readManifest(root)): Download {
  return pageDownloadAt(webDist(root), page, manifest);
}

/** The same for the Vite build in `dist`. */
export function pageDownloadAt(dist: string, page: string, manifest: Manifest): Download {
  if (!manifest[page]?.isDynamicEntry) {
    throw new Error(`${page} is not a lazily loaded chunk of the build`);
  }
  return download(dist, closure(manifest, ['index.html', page]));
}

/** The page modules of the router: every lazily loaded chunk under src/app/routes. */
export function pageModules(manifest: Manifest): string[] {
  return Object.keys(manifest)
    .filter((key) => key.startsWith('src/app/routes/') && manifest[key]!.isDynamicEntry)
    .sort();
}
