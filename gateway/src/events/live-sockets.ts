// The open GraphQL WebSockets of signed-in people, by person and by token, so that a logout can
// close them and a stream reset can send everyone to refetch.

/** The part of a `ws` WebSocket this registry needs. */
export interface ClosableSocket {
  close(code?: number, reason?: string): void;
}

/** graphql-ws's Forbidden: the client signs in again before it reconnects. */
export const CLOSE_FORBIDDEN = { code: 4403, reason: 'Forbidden' } as const;
/**
 * WebSocket's Service Restart: graphql-ws clients reconnect, and the web app refetches what
 * subscriptions keep fresh after every reconnect, which is what a stream reset calls for.
 */
export const CLOSE_REFETCH = { code: 1012, reason: 'Refetch' } as const;

interface Entry {
  userId: string;
  token: string;
}

export class LiveSockets {
  private readonly entries = new Map<ClosableSocket, Entry>();
  private readonly byUser = new Map<string, Set<ClosableSocket>>();

  /** `onChange`: called after a socket is added or removed (the presence reports). */
  constructor(private readonly onChange?: () => void) {}

  /** A socket whose connection authenticated `userId` with `token`. */
  add(socket: ClosableSocket, userId: string, token: string): void {
    this.remove(socket);
    this.entries.set(socket, { userId, token });
    let sockets = this.byUser.get(userId);
    if (!sockets) this.byUser.set(userId, (sockets = new Set()));
    sockets.add(socket);
    this.onChange?.();
  }

  remove(socket: ClosableSocket): void {
    const entry = this.entries.get(socket);
    if (!entry) return;
    this.entries.delete(socket);
    const sockets = this.byUser.get(entry.userId);
    sockets?.delete(socket);
    if (sockets?.size === 0) this.byUser.delete(entry.userId);
    this.onChange?.();
  }

  /** The people with a socket open here. */
  userIds(): string[] {
    return [...this.byUser.keys()];
  }

  /** The person a token belongs to, when one of their sockets here opened with it. */
  userOfToken(token: string): string | undefined {
    for (const entry of this.entries.values()) if (entry.token === token) return entry.userId;
    return undefined;
  }

  /** How many sockets of `userId` are open here. */
  countOf(userId: string): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  /** Closes every socket of `userId` (logout: 4403, so the client signs in again). */
  closeUser(userId: string, close: { code: number; reason: string } = CLOSE_FORBIDDEN): number {
    const sockets = [...(this.byUser.get(userId) ?? [])];
    for (const socket of sockets) {
      this.remove(socket);
      socket.close(close.code, close.reason);
    }
    return sockets.length;
  }

  /** Closes every signed-in socket (a stream reset: they reconnect and refetch). */
  closeAll(close: { code: number; reason: string }): number {
    const sockets = [...this.entries.keys()];
    for (const socket of sockets) {
      this.remove(socket);
      socket.close(close.code, close.reason);
    }
    return sockets.length;
  }
}
