import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

export interface Drain {
  /**
   * Stops accepting connections and resolves once every request in flight was answered and its
   * connection closed; connections still open after `graceMs` are cut.
   */
  close(graceMs: number): Promise<void>;
}

/**
 * A socket that went idle this recently may already carry the client's next request: closing it
 * now would reset that request. Such a socket gets this long to bring it (answered, and then
 * closed, with `Connection: close`).
 */
const IDLE_GRACE_MS = 500;

/**
 * A graceful close for `server`, set up when the server is made. Node's `server.close()` lets
 * requests in flight finish but answers them `Connection: keep-alive`, and closes at once every
 * socket idle at that moment, some of them under a client sending its next request on them: that
 * request is reset. Here, once closing, every answer not yet started says
 * `Connection: close` (the client opens no further request on its socket, and Node closes it after
 * the answer), and a socket idle between requests is closed only after `IDLE_GRACE_MS` of quiet.
 * `upgrades`: the server upgrades requests (WebSockets), whose sockets are left to their owner.
 */
export function drainOnClose(server: Server, options: { upgrades?: boolean } = {}): Drain {
  const open = new Set<ServerResponse>();
  /** Sockets without a request in flight, and since when. */
  const idle = new Map<Socket, number>();
  let closing = false;

  server.on('connection', (socket: Socket) => {
    idle.set(socket, Date.now());
    socket.once('close', () => idle.delete(socket));
  });
  if (options.upgrades) {
    server.prependListener('upgrade', (_req, socket: Socket) => idle.delete(socket));
  }
  // Prepended, so the header is set before the app starts answering.
  server.prependListener('request', (req, res: ServerResponse) => {
    const socket = req.socket;
    idle.delete(socket);
    if (closing) res.setHeader('Connection', 'close');
    open.add(res);
    res.once('close', () => {
      open.delete(res);
      if (!socket.destroyed) idle.set(socket, Date.now());
    });
  });

  return {
    close: async (graceMs) => {
      closing = true;
      // The listening socket only: http's own `close()` would also close every idle connection
      // at once, the very reset this module avoids. Resolves when the last connection is gone.
      const closed = new Promise<void>((resolve) =>
        NetServer.prototype.close.call(server, () => resolve()),
      );
      for (const res of open) if (!res.headersSent) res.setHeader('Connection', 'close');
      const sweep = () => {
        const now = Date.now();
        for (const [socket, since] of idle) {
          if (now - since >= IDLE_GRACE_MS) socket.destroy();
        }
      };
      sweep();
      const sweeping = setInterval(sweep, IDLE_GRACE_MS / 5);
      const cut = setTimeout(() => server.closeAllConnections(), graceMs);
      try {
        await closed;
      } finally {
        clearInterval(sweeping);
        clearTimeout(cut);
      }
    },
  };
}
