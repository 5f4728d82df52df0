// The floor app's build: as the web's (web/vite.config.ts), with a manifest, and out of the tree
// (FLOOR_OUT_DIR) so a bench run leaves nothing behind.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  logLevel: 'warn',
  build: {
    outDir: process.env.FLOOR_OUT_DIR ?? resolve(root, 'dist'),
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      input: { app: resolve(root, 'index.html') },
      output: { codeSplitting: { groups: [{ name: 'app-core', tags: ['$initial'] }] } },
      onLog(level, log, handler) {
        // The libraries' 'use client' lines mean nothing to a plain client build.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
    },
  },
});
