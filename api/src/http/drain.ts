import type { Server, ServerResponse } from 'node:http';

export interface Drain {
  /**
   * Stops accepting connections and resolves once every request in flight was answered and its
   * connection closed; connections still open after `graceMs` are cut.
   */
  close(graceMs: number): Promise<void>;
}

/**
 * A graceful close for `server`, set up when the server is made. Node's `server.close()` lets
 * requests in flight finish, but answers them `Connection: keep-alive` and leaves their sockets
 * open: a client then sends its next request on one and has it reset. So once closing, every
 * answer not yet started says `Connection: close`, and sockets going idle are closed at once.
 */
export function drainOnClose(server: Server): Drain {
  const open = new Set<ServerResponse>();
  let closing = false;
  const closeIdle = () => setImmediate(() => server.closeIdleConnections());

  // Prepended, so the flag is set before the app starts answering.
  server.prependListener('request', (_req, res: ServerResponse) => {
    if (closing) {
      res.setHeader('Connection', 'close');
    } else {
      open.add(res);
    }
    res.once('close', () => open.delete(res));
    res.once('finish', () => {
      if (closing) closeIdle();
    });
  });

  return {
    close: async (graceMs) => {
      closing = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const res of open) if (!res.headersSent) res.setHeader('Connection', 'close');
      server.closeIdleConnections();
      const cut = setTimeout(() => server.closeAllConnections(), graceMs);
      try {
        await closed;
      } finally {
        clearTimeout(cut);
      }
    },
  };
}
