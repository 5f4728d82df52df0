import type { Database } from '../db/database.js';
import { eventChannel } from './event-outbox.js';

/**
 * Wakes the open event streams when events commit: PostgreSQL's LISTEN on a connection of its
 * own, or PGlite's in-process listeners (both only after the commit). One per api process; it
 * starts listening with the first stream and ends every stream when the api stops.
 */
export class EventSignal {
  readonly #db: Database;
  readonly #wakers = new Set<() => void>();
  readonly #streams = new Set<() => void>();
  #listening: Promise<() => Promise<void>> | null = null;
  #closed = false;

  constructor(db: Database) {
    this.#db = db;
  }

  /**
   * Calls `wake` after each commit of events from now on; resolves once listening. Returns the
   * function that stops it.
   */
  async subscribe(wake: () => void): Promise<() => void> {
    if (this.#closed) throw new Error('the event signal is closed');
    this.#listening ??= this.#db.listen(eventChannel, () => {
      for (const waker of [...this.#wakers]) waker();
    });
    try {
      await this.#listening;
    } catch (error) {
      // The next stream tries again.
      this.#listening = null;
      throw error;
    }
    this.#wakers.add(wake);
    return () => {
      this.#wakers.delete(wake);
    };
  }

  /** Registers an open stream's `end`, called when the api stops. */
  track(end: () => void): () => void {
    this.#streams.add(end);
    return () => {
      this.#streams.delete(end);
    };
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** Ends every open stream and stops listening. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    for (const end of [...this.#streams]) end();
    this.#streams.clear();
    for (const waker of [...this.#wakers]) waker();
    this.#wakers.clear();
    const listening = this.#listening;
    this.#listening = null;
    if (listening) await (await listening.catch(() => async () => undefined))();
  }
}
