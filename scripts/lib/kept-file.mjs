// A generated value kept in the data folder across starts (the events secret, the VAPID keys).
import { chmod, mkdir, writeFile } from 'node:fs/promises';

/**
 * What `read` finds in `file`; when it finds nothing, `generate()`'s text is written there first,
 * readable by its owner only (0600). When two starts race, the second keeps the first one's value.
 */
export async function keptInFile(dataDir, file, read, generate) {
  const kept = await read();
  if (kept) {
    await chmod(file, 0o600);
    return kept;
  }
  await mkdir(dataDir, { recursive: true });
  try {
    await writeFile(file, generate(), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if (error?.code !== 'EEXIST') throw error;
  }
  return read();
}
