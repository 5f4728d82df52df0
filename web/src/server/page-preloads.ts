// What a page's first HTML asks the browser to fetch at once. Without it a first visit is a
// waterfall: the page, then the app's entry, then (once the router has rendered) the page's own
// chunk, then its images. The route table knows the URL's page module and the build's manifest
// (dist/.vite/manifest.json) knows its files, so the page's chunk, its static imports and its CSS
// download together with the entry, and a place page's cover image with them.
import { escapeHtml } from './page-document';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
/** Vite's build manifest: every source module of the build, by its path from the web root. */
export type Manifest = Record<string, ManifestChunk>;

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

/**
 * The link tags of a page: its scripts as module preloads (fetched and parsed, run when the
 * router imports them; left out when `scripts` is false, for a page whose scripts load later),
 * its CSS as stylesheets (the app's loader finds them in place and adds none), and the image it
 * opens with (its largest paint) at high priority.
 */
export function preloadTags(files: PageFiles, image: string | null, scripts = true): string {
  const href = (file: string) => escapeHtml(`/${file}`);
  return [
    ...(image
      ? [`<link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high" />`]
      : []),
    ...files.styles.map((file) => `<link rel="stylesheet" crossorigin href="${href(file)}" />`),
    ...(scripts ? files.scripts : []).map(
      (file) => `<link rel="modulepreload" crossorigin href="${href(file)}" />`,
    ),
  ].join('');
}
