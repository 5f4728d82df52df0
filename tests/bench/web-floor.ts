// The floor under the web's first-route bytes: the same framework (React, react-dom, React Router,
// Apollo Client) in an empty app (tests/bench/floor-app), built as the web is, so the web's own
// share of each first route shows beside it.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { entryDownloadAt, pageDownloadAt, readManifestAt } from '../support/web-bundle.js';
import { viteBuild } from '../support/web-server-build.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface FloorFigures {
  /** The floor's entry (its index.html and static imports), gzip. */
  entryJsGzipBytes: number;
  /** The floor's first route: the entry and its one lazily loaded page, gzip. */
  firstRouteJsGzipBytes: number;
}

/** Builds the floor app out of the tree and measures it. */
export function measureFloor(): FloorFigures {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'tavola-floor-'));
  try {
    viteBuild(path.join(root, 'tests/bench/floor-app'), ['-c', 'vite.config.ts'], {
      ...process.env,
      FLOOR_OUT_DIR: dist,
    });
    const manifest = readManifestAt(dist);
    return {
      entryJsGzipBytes: entryDownloadAt(dist, manifest).jsGzipBytes,
      firstRouteJsGzipBytes: pageDownloadAt(dist, 'src/page.tsx', manifest).jsGzipBytes,
    };
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
}
