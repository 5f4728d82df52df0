// The VAPID key pair web push is sent with (docs/live-events.md, "Web push").
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import webPush from 'web-push';
import { keptInFile } from './kept-file.mjs';

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY from the environment when both are given; otherwise the
 * pair kept in `<dataDir>/vapid-keys.json`, generated (web-push) on the first start and readable
 * by its owner only (0600). Browsers subscribe with the public key, so it must not change between
 * starts: a new pair would silence every subscription made with the old one.
 */
export async function vapidKeysFor(dataDir, env = process.env) {
  if (env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY ?? '', privateKey: env.VAPID_PRIVATE_KEY ?? '' };
  }
  const file = path.join(dataDir, 'vapid-keys.json');
  const read = async () => {
    const text = await readFile(file, 'utf8').catch(() => '');
    if (!text.trim()) return null;
    const { publicKey, privateKey } = JSON.parse(text);
    return { publicKey, privateKey };
  };
  return keptInFile(dataDir, file, read, () => {
    const { publicKey, privateKey } = webPush.generateVAPIDKeys();
    return `${JSON.stringify({ publicKey, privateKey }, null, 2)}\n`;
  });
}
