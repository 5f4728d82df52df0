import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { graphqlDocuments } from './graphql-documents-plugin';
import { compileHints } from './compile-hints-plugin';
import { graphiqlDevPage } from './vite.graphiql.config';

const root = fileURLToPath(new URL('.', import.meta.url));
// The gateway serves the GraphQL API, its subscriptions and the proxied images on one origin.
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  root,
  // JSX is compiled by Vite itself (React's automatic runtime, as tsconfig.json says). GraphiQL is
  // built and served apart (vite.graphiql.config.ts): a developer's page, kept out of the app's
  // chunks.
  plugins: [graphqlDocuments(root), graphiqlDevPage(), compileHints()],
  build: {
    outDir: resolve(root, 'dist'),
    emptyOutDir: true,
    // dist/.vite/manifest.json: the chunks each page needs (the size budget and the bench read it).
    manifest: true,
    // The entry is React DOM, the router and Apollo Client: over Vite's default warning size, and
    // held to its gzip budget by tests/e2e/bundle-size.spec.ts.
    chunkSizeWarningLimit: 650,
    rolldownOptions: {
      input: { app: resolve(root, 'index.html') },
      // Everything the entry imports statically is one file: left to itself the bundler splits it
      // into some twenty small chunks by which pages share them, and on a phone's network each
      // file is a request of its own before the app can start.
      output: {
        codeSplitting: {
          groups: [{ name: 'app-core', tags: ['$initial'] }],
        },
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
