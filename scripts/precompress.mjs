#!/usr/bin/env node
// After `vite build`: writes a brotli (`.br`) and a gzip (`.gz`) twin next to every text file of
// the build that compression shrinks, so the gateway sends them as they are (no compression per
// request). Usage: node scripts/precompress.mjs <dir> (web/dist by default).
import { readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.resolve(process.argv[2] ?? path.join(root, 'web/dist'));
// HTML is left out: the gateway serves its pages with run-time tags and compresses them itself.
const TEXT = new Set([
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
  '.map',
]);
const MIN_BYTES = 1024;

function* filesOf(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesOf(file);
    else if (entry.isFile()) yield file;
  }
}

let written = 0;
let before = 0;
let after = 0;
for (const file of filesOf(dir)) {
  if (file.endsWith('.br') || file.endsWith('.gz')) {
    // A twin of an earlier build whose original is gone would be served for nothing.
    if (!statSync(file.slice(0, -3), { throwIfNoEntry: false })) unlinkSync(file);
    continue;
  }
  if (!TEXT.has(path.extname(file))) continue;
  const body = readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  const br = zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gz = zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION });
  if (gz.length >= body.length) continue;
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gz);
  written += 1;
  before += body.length;
  after += br.length;
}
console.log(
  `precompress: ${written} files in ${path.relative(root, dir) || dir}, ` +
    `${Math.round(before / 1024)} KB -> ${Math.round(after / 1024)} KB brotli`,
);
