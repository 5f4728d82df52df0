// The secret gateways present to read the api's event stream (EVENTS_SECRET, docs/live-events.md).
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { keptInFile } from './kept-file.mjs';

/**
 * EVENTS_SECRET from the environment; otherwise the one kept in `<dataDir>/events-secret`,
 * generated (32 random bytes, hex) on the first start and readable by its owner only (0600).
 */
export async function eventsSecretFor(dataDir, env = process.env) {
  if (env.EVENTS_SECRET) return env.EVENTS_SECRET;
  const file = path.join(dataDir, 'events-secret');
  const read = async () => (await readFile(file, 'utf8').catch(() => '')).trim();
  return keptInFile(dataDir, file, read, () => `${randomBytes(32).toString('hex')}\n`);
}
