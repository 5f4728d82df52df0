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

/** A socket between requests: since when, and how many bytes it had read by then. */
interface Quiet {
  since: number;
  bytesRead: number;
}

/**
 * A graceful close for `server`, set up when the server is made. Node's `server.close()` lets
 * requests in flight finish but answers them `Connection: keep-alive`, and closes at once every
 * socket idle at that moment, some of them under a client sending its next request on them: that
 * request is reset. Here, once closing, every answer not yet started says
 * `Connection: close` (the client opens no further request on its socket, and Node closes it after
 * the answer), and a socket idle between requests is closed only after `IDLE_GRACE_MS` of quiet.
 * `upgrades`: the server upgrades requests (WebSockets), whose sockets are left to their owner.
 *
 * Quiet is judged from what the process has read, not from the clock alone. A process kept busy
 * (or not scheduled) for longer than the grace wakes with timers first and reads its sockets
 * only after them: a socket's next request can be waiting unread in the kernel while the clock
 * says the socket has been idle for long. So a sweep looks only after a read of every socket
 * (the poll phase that follows the timer which asked for it), and closes a socket only if that
 * read began `IDLE_GRACE_MS` after the socket went quiet and found not one byte more on it.
 */
export function drainOnClose(server: Server, options: { upgrades?: boolean } = {}): Drain {
  const open = new Set<ServerResponse>();
  /** Sockets without a request in flight. */
  const idle = new Map<Socket, Quiet>();
  /** Requests in flight per socket: more than one when a client pipelines them. */
  const busy = new Map<Socket, number>();
  const quiet = (socket: Socket) =>
    idle.set(socket, { since: Date.now(), bytesRead: socket.bytesRead });
  let closing = false;

  server.on('connection', (socket: Socket) => {
    quiet(socket);
    socket.once('close', () => {
      idle.delete(socket);
      busy.delete(socket);
    });
  });
  if (options.upgrades) {
    server.prependListener('upgrade', (_req, socket: Socket) => idle.delete(socket));
  }
  // Prepended, so the header is set before the app starts answering.
  server.prependListener('request', (req, res: ServerResponse) => {
    const socket = req.socket;
    idle.delete(socket);
    busy.set(socket, (busy.get(socket) ?? 0) + 1);
    if (closing) res.setHeader('Connection', 'close');
    open.add(res);
    res.once('close', () => {
      open.delete(res);
      const left = (busy.get(socket) ?? 1) - 1;
      // A request read behind this one is still in flight: the socket is not idle.
      if (left > 0) busy.set(socket, left);
      else {
        busy.delete(socket);
        if (!socket.destroyed) quiet(socket);
      }
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
      /** `readFrom`: a time before the poll phase whose reads this sweep runs after. */
      const sweep = (readFrom: number) => {
        for (const [socket, since] of idle) {
          if (socket.bytesRead !== since.bytesRead) {
            // Part of a request came (its headers are not complete yet): not idle.
            idle.set(socket, { since: readFrom, bytesRead: socket.bytesRead });
          } else if (readFrom - since.since >= IDLE_GRACE_MS) {
            socket.destroy();
          }
        }
      };
      // Runs in the timers phase; its immediate after the poll phase that comes next.
      const sweepAfterReads = () => {
        const readFrom = Date.now();
        setImmediate(sweep, readFrom);
      };
      const first = setTimeout(sweepAfterReads, 0);
      const sweeping = setInterval(sweepAfterReads, IDLE_GRACE_MS / 5);
      const cut = setTimeout(() => server.closeAllConnections(), graceMs);
      try {
        await closed;
      } finally {
        clearTimeout(first);
        clearInterval(sweeping);
        clearTimeout(cut);
      }
    },
  };
}
