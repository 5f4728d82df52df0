// How a test starts the api or the gateway as a process of its own: from the build when `npm test`
// has just made it (TAVOLA_BUILT=1), as `npm start` runs them; from source with tsx otherwise, so
// a file run alone needs no build first. The build starts a second sooner (nothing to compile).
import { fileURLToPath } from 'node:url';

export type Service = 'api' | 'gateway';

const fromRoot = (file: string) => fileURLToPath(new URL(`../../${file}`, import.meta.url));

/** Whether `npm test` has just built the product for this run (TAVOLA_BUILT=1). */
export function hasFreshBuild(): boolean {
  return process.env.TAVOLA_BUILT === '1';
}

/** The node arguments that start `service`. */
export function serviceArgs(service: Service): string[] {
  if (hasFreshBuild()) return [fromRoot(`${service}/dist/server.js`)];
  return ['--import', 'tsx', fromRoot(`${service}/src/server.ts`)];
}
