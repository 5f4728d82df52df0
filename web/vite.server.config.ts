import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { graphqlDocuments } from './graphql-documents-plugin';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The server's build of the app (src/server/page-answer.ts) for the gateway to answer page
 * requests with. Everything is bundled in (React's server renderer too), so the gateway needs
 * none of the web's dependencies, and CSS module class names come out the same as in the
 * browser's build.
 */
export default defineConfig({
  root,
  plugins: [graphqlDocuments(root)],
  build: {
    ssr: resolve(root, 'src/server/page-answer.ts'),
    outDir: resolve(root, 'dist-server'),
    emptyOutDir: true,
    target: 'node20',
    rolldownOptions: {
      // One file: the gateway imports it under a new URL per build (page-answer.js?v=...), and
      // chunks importing it back by its plain name would get a second copy of its modules, with
      // their own state (the time zones a render read).
      output: { codeSplitting: false },
    },
  },
  ssr: { noExternal: true },
});
