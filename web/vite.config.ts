import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { graphqlDocuments } from './graphql-documents-plugin';

const root = fileURLToPath(new URL('.', import.meta.url));
// The gateway serves the GraphQL API, its subscriptions and the proxied images on one origin.
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  root,
  plugins: [graphqlDocuments(root), react()],
  build: {
    outDir: resolve(root, 'dist'),
    emptyOutDir: true,
    // dist/.vite/manifest.json: the chunks each page needs (the size budget and the bench read it).
    manifest: true,
    // GraphiQL (a developer page) is one large chunk; the app itself stays far below this.
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      input: {
        app: resolve(root, 'index.html'),
        graphiql: resolve(root, 'graphiql.html'),
      },
      onLog(level, log, handler) {
        // GraphiQL's react-compiler-runtime carries a directive the bundler cannot keep; harmless.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: gateway, ws: true, changeOrigin: true },
      '/uploads': { target: gateway, changeOrigin: true },
      '/images': { target: gateway, changeOrigin: true },
    },
  },
});
