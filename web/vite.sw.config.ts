// The push service worker (src/service-worker.ts) as one classic script at the site root,
// dist/sw.js, built after the app (`npm run build -w web`): a worker's scope is its folder, and
// classic scripts run as service workers in every browser.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  publicDir: false,
  build: {
    outDir: resolve(root, 'dist'),
    // The app was built into the same folder just before.
    emptyOutDir: false,
    lib: {
      entry: resolve(root, 'src/service-worker.ts'),
      formats: ['iife'],
      name: 'tavolaPushWorker',
      fileName: () => 'sw.js',
    },
  },
});
