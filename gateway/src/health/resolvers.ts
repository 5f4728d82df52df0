import { readFileSync } from 'node:fs';
import type { QueryResolvers } from '../generated/resolvers.js';

// `src/health/` and `dist/health/` both sit two levels below the package root.
const { version } = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { version: string };

export const healthQueries: Pick<QueryResolvers, 'health'> = {
  // Answers without the api, so a client can tell "gateway up, api down" apart.
  health: () => ({ ok: true, version }),
};
