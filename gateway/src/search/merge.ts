// SPEC section 7: places and people are searched in parallel, shown shuffled, and the search fails
// only if both fail. The decision lives here, apart from the resolver, so it is unit-tested.
import type { Page } from '../paging/page.js';

/** What one of the two searches gave: a page, or the error it failed with. */
export type Settled<T> = { ok: true; page: Page<T> } | { ok: false; error: unknown };

export async function settle<T>(search: Promise<Page<T>>): Promise<Settled<T>> {
  try {
    return { ok: true, page: await search };
  } catch (error) {
    return { ok: false, error };
  }
}

/**
 * One page of results from the two searches: the items of both, places and people mixed in an
 * order that depends only on `seed` (the query, city and offset), so the same page always reads
 * the same way and a cached page never reorders; within each kind the search's ranking holds. `hasMore` while either search has more. When both failed, the
 * places search's error is thrown (it names the cause a visitor would see first).
 */
export function mergeSearchResults<A, B>(
  places: Settled<A>,
  people: Settled<B>,
  seed: string,
): Page<A | B> {
  if (!places.ok && !people.ok) throw places.error;
  const placeItems = places.ok ? places.page.items : [];
  const personItems = people.ok ? people.page.items : [];
  const hasMore = (places.ok && places.page.hasMore) || (people.ok && people.page.hasMore);
  // Which slots hold a place and which a person is shuffled; each kind keeps its search's order,
  // so places ranked first (those of the city being browsed) still come before the others.
  const kinds = shuffle(
    [...placeItems.map(() => 'place' as const), ...personItems.map(() => 'person' as const)],
    seed,
  );
  let nextPlace = 0;
  let nextPerson = 0;
  const items = kinds.map((kind) =>
    kind === 'place' ? (placeItems[nextPlace++] as A) : (personItems[nextPerson++] as B),
  );
  return { items, hasMore };
}

/** Fisher-Yates with a generator seeded from `seed`: a fair shuffle that repeats for a seed. */
export function shuffle<T>(items: readonly T[], seed: string): T[] {
  const result = [...items];
  const random = mulberry32(hash(seed));
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [result[index], result[other]] = [result[other] as T, result[index] as T];
  }
  return result;
}

// FNV-1a, 32 bits.
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

// A small, well-known 32-bit seeded generator; quality is ample for ordering a page of results
// (and for the tests' reproducible plans).
export function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
