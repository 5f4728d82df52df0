// The secret gateways present to read the api's event stream (EVENTS_SECRET, docs/live-events.md).
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * EVENTS_SECRET from the environment; otherwise the one kept in `<dataDir>/events-secret`,
 * generated (32 random bytes, hex) on the first start and readable by its owner only (0600).
 */
export async function eventsSecretFor(dataDir, env = process.env) {
  if (env.EVENTS_SECRET) return env.EVENTS_SECRET;
  const file = path.join(dataDir, 'events-secret');
  const read = async () => (await readFile(file, 'utf8').catch(() => '')).trim();
  const kept = await read();
  if (kept) {
    await chmod(file, 0o600);
    return kept;
  }
  await mkdir(dataDir, { recursive: true });
  try {
    // 'wx': when two starts race, the second keeps the first one's secret.
    await writeFile(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if (error?.code !== 'EEXIST') throw error;
  }
  return read();
}
