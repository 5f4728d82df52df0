// The bench's settings: its command-line options (see run.ts) and the fixed choices every row
// shares (the city, the page size, the filtered page's position, the search text).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const city = 'london-england-united-kingdom';
// The gateway asks the api for limit + 1 to learn hasMore, so a GraphQL page of 20 costs the api
// exactly the request measured directly below (limit 21).
export const pageSize = 20;

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '1,10' },
    warmup: { type: 'string', default: '3' },
    places: { type: 'string', default: '100000' },
    sockets: { type: 'string', default: '10000' },
    'fanout-rounds': { type: 'string', default: '20' },
    'fair-slices': { type: 'string', default: '10' },
    'waitlist-rounds': { type: 'string', default: '100' },
    rows: { type: 'string', default: 'today,fair,waitlist' },
    'data-from': { type: 'string' },
    'cpu-prof-dir': { type: 'string' },
  },
});
export const duration = Number(values.duration);
export const connectionCounts = values.connections.split(',').map(Number);
if (connectionCounts.some((count) => !Number.isInteger(count) || count < 1)) {
  throw new Error(`--connections takes whole numbers separated by commas: ${values.connections}`);
}
export const warmup = Number(values.warmup);
export const generatedPlaces = Number(values.places);
export const fanoutSockets = Number(values.sockets);
export const fanoutRounds = Number(values['fanout-rounds']);
export const fairSlices = Number(values['fair-slices']);
export const rowKinds = new Set(values.rows.split(','));
export const waitlistRounds = Number(values['waitlist-rounds']);
export const dataFrom = values['data-from'];
export const profileDir = values['cpu-prof-dir'] ? path.resolve(values['cpu-prof-dir']) : undefined;
export const databaseUrl = process.env.DATABASE_URL || undefined;
/** The target: p50 through the gateway, for a request alone. */
export const targetP50Ms = 30;
// London's centre: the position of the filtered page's 'nearby'.
export const centre = { lat: 51.5074, lon: -0.1278 };
export const searchText = 'saffron kitchen';

export function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
    }).trim();
  } catch {
    return null;
  }
}
