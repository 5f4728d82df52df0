// A real server that accepts connections and requests but never answers: what a hung api looks
// like from the gateway. Used to prove the upstream deadline holds.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export async function startSilentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer(() => {
    // Deliberately never respond.
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
