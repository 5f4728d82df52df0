// The size budget of the web app's entry, on the build the e2e tests run against: a size, not a
// timing. The entry (with every chunk it imports statically) is what each first visit downloads
// before any page shows, whatever the page; pages and modals come in their own chunks.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import {
  entryBudgetGzipBytes,
  entryDownload,
  pageDownload,
  pageModules,
  readManifest,
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
