import { createServer } from 'node:net';

/**
 * A port free right now, below the range the system hands out for `listen(0)` and outgoing
 * connections (32768 and up on Linux): a server binds it seconds later (the api again after each
 * restart), so it must not be one anything may take meanwhile.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const server = createServer();
    const free = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (free) {
      await new Promise((resolve) => server.close(resolve));
      return port;
    }
  }
}
