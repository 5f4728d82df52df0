// The web's server build (web/dist-server: its page answer) beside a test's own page shell, as the
// gateway finds it beside a real build. It is the same whichever shell stands beside it: `npm test`
// has just made it (TAVOLA_BUILT=1) for the whole product, so it is copied; otherwise it is built.
import { execFileSync } from 'node:child_process';
import { cpSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hasFreshBuild } from './service-entry.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs Vite's build in `cwd` with `args` (a config, an output directory), quiet unless it fails. */
export function viteBuild(cwd: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', ...args, '--logLevel', 'error'],
    { cwd, env, stdio: 'pipe' },
  );
}

/** Puts the server build at `site/dist-server`, beside the shell at `site/dist`. */
export function placeWebServerBuild(site: string): void {
  const target = path.join(site, 'dist-server');
  if (hasFreshBuild()) {
    cpSync(path.join(root, 'web', 'dist-server'), target, { recursive: true });
    return;
  }
  viteBuild(path.join(root, 'web'), ['-c', 'vite.server.config.ts', '--outDir', target]);
}
