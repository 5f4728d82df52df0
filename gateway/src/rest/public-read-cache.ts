// Reads every caller gets alike (catalogues, cities), kept by the gateway process for a moment.
// Places and chains are never kept here: their staff edit them and expect the next read to show
// the edit (and whether one may see a place at all depends on the caller).

/**
 * How long a public read (categories, cuisines, dress codes, a city) is reused across requests:
 * short enough that an edit shows within a minute, long enough that a list page costs one call
 * to the api instead of four.
 */
export const PUBLIC_READ_TTL_MS = 30_000;

interface Entry {
  expires: number;
  value: Promise<unknown>;
  /** Set once `value` has answered. */
  settled?: { value: unknown };
}

/**
 * A tiny time-boxed cache of in-flight or settled reads that do not depend on the caller. A failed
 * read is dropped at once, so errors are never cached.
 */
export class PublicReadCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly ttlMs: number) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry && entry.expires > now) return entry.value as Promise<T>;
    const value = load();
    const fresh: Entry = { expires: now + this.ttlMs, value };
    this.entries.set(key, fresh);
    value.then(
      (settled) => {
        fresh.settled = { value: settled };
      },
      () => {
        if (this.entries.get(key)?.value === value) this.entries.delete(key);
      },
    );
    return value;
  }

  /** The live read of `key`, if any, without starting one. */
  peek<T>(key: string): Promise<T> | undefined {
    const entry = this.entries.get(key);
    return entry && entry.expires > Date.now() ? (entry.value as Promise<T>) : undefined;
  }

  /**
   * The live read of `key` once it has answered, as a plain value: what a resolver can hand back
   * without a promise (graphql-js then completes the object in the same turn).
   */
  settled<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    return entry && entry.expires > Date.now()
      ? (entry.settled?.value as T | undefined)
      : undefined;
  }

  /** Keeps a value read some other way (one record of a batch read) as the read of `key`. */
  put<T>(key: string, value: T): void {
    this.entries.set(key, {
      expires: Date.now() + this.ttlMs,
      value: Promise.resolve(value),
      settled: { value },
    });
  }
}
