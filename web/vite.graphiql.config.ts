// GraphiQL (a developer page, graphiql.html) is built apart from the app, so none of its chunks
// mix with the app's: into the app's dist/ after the app (`npm run build -w
// web`), and served in development by a Vite server of its own inside the app's (graphiqlDevPage).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
/** Where the development server serves GraphiQL's own modules, apart from the app's. */
const devBase = '/graphiql-dev/';

export default defineConfig(({ command }) => ({
  root,
  base: command === 'serve' ? devBase : '/',
  // The app's build has copied public/ already.
  publicDir: command === 'serve' ? 'public' : false,
  // Its dependencies pre-bundled for development apart from the app's.
  cacheDir: resolve(root, 'node_modules/.vite-graphiql'),
  build: {
    outDir: resolve(root, 'dist'),
    // The app was built into the same folder just before; its manifest is the app's alone.
    emptyOutDir: false,
    // Its files apart from the app's: a chunk of the same content would otherwise take the same
    // name and overwrite the app's copy (which the app's build heads with V8's compile hint).
    assetsDir: 'assets/graphiql',
    manifest: false,
    // GraphiQL is one large chunk, and it is only a developer's page.
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      input: { graphiql: resolve(root, 'graphiql.html') },
      onLog(level, log, handler) {
        // GraphiQL's react-compiler-runtime carries a directive the bundler cannot keep; harmless.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
    },
  },
}));

/**
 * In the app's development server: /graphiql.html (and /graphiql, as the gateway serves it) is
 * GraphiQL on React, served by a second Vite server in middleware mode.
 */
export function graphiqlDevPage(): Plugin {
  return {
    name: 'tavola:graphiql-dev-page',
    apply: 'serve',
    async configureServer(server) {
      const graphiql = await createServer({
        configFile: resolve(root, 'vite.graphiql.config.ts'),
        appType: 'mpa',
        // Its hot reload shares the app server's port, on a path under its own base.
        server: { middlewareMode: true, hmr: { server: server.httpServer ?? undefined } },
      });
      server.httpServer?.on('close', () => void graphiql.close());
      server.middlewares.use((req, res, next) => {
        if (req.url === '/graphiql' || req.url === '/graphiql.html') {
          req.url = `${devBase}graphiql.html`;
        }
        if (req.url?.startsWith(devBase)) graphiql.middlewares(req, res, next);
        else next();
      });
    },
  };
}
