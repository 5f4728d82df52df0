// The size budgets of the web app, on the build the e2e tests run against: sizes, not timings.
// The entry (with every chunk it imports statically) is what each first visit downloads before any
// page shows, whatever the page; pages and modals come in their own chunks, and a first route (the
// entry and its page) stays within the first-route target.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { COMPILE_ALL_HINT } from '../../web/compile-hints-plugin.js';
import {
  entryBudgetGzipBytes,
  entryDownload,
  firstRoutes,
  firstRouteTargetGzipBytes,
  pageDownload,
  pageModules,
  readManifest,
  webDist,
} from '../support/web-bundle.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test('the entry of the web app stays within its gzip budget', () => {
  const entry = entryDownload(root);
  expect(
    entry.jsGzipBytes,
    `entry ${kb(entry.jsGzipBytes)} gzip over ${kb(entryBudgetGzipBytes)}: ${entry.js.join(', ')}`,
  ).toBeLessThanOrEqual(entryBudgetGzipBytes);
});

test('each first route downloads at most its target of JS', () => {
  const manifest = readManifest(root);
  for (const [name, page] of Object.entries(firstRoutes)) {
    const download = pageDownload(root, page, manifest);
    expect(
      download.jsGzipBytes,
      `${name} ${kb(download.jsGzipBytes)} gzip over ${kb(firstRouteTargetGzipBytes)}: ${download.js.join(', ')}`,
    ).toBeLessThanOrEqual(firstRouteTargetGzipBytes);
  }
});

test('every page is a chunk of its own, not in the entry', () => {
  const manifest = readManifest(root);
  const pages = pageModules(manifest);
  // The router's pages: the list is far longer than a handful when the split holds.
  expect(pages.length).toBeGreaterThan(10);
  const entry = new Set(entryDownload(root, manifest).js);
  for (const page of pages) {
    const own = pageDownload(root, page, manifest).js.filter((file) => !entry.has(file));
    expect(own.length, `${page} brings no chunk of its own`).toBeGreaterThan(0);
  }
});

test("every file of a first route opens with V8's hint to compile it as it streams in", () => {
  const manifest = readManifest(root);
  for (const page of Object.values(firstRoutes)) {
    for (const file of pageDownload(root, page, manifest).js) {
      const opening = readFileSync(path.join(webDist(root), file), 'utf8').split('\n', 1)[0];
      expect(opening, `${file} opens without the hint`).toBe(COMPILE_ALL_HINT);
    }
  }
});
