import { invalidInput } from '../errors/normalise.js';
import { FIELD_MESSAGES, PAGE_LIMITS } from '../messages.js';

/** A page plus whether more exists, from an upstream that returns at most `limit` items. */
export interface Page<T> {
  items: T[];
  hasMore: boolean;
}

type Fetch<T> = (offset: number, limit: number) => Promise<T[]>;

/**
 * SPEC section 9: ask for limit+1 to learn whether another page exists. The api caps a call at
 * 100 items, so a page of 100 asks one extra item with a second call instead.
 */
export async function fetchPage<T>(
  fetch: Fetch<T>,
  offset: number,
  limit: number,
): Promise<Page<T>> {
  assertPageArgs(offset, limit);
  if (limit + 1 <= PAGE_LIMITS.max) {
    const rows = await fetch(offset, limit + 1);
    return { items: rows.slice(0, limit), hasMore: rows.length > limit };
  }
  const [rows, next] = await Promise.all([fetch(offset, limit), fetch(offset + limit, 1)]);
  return { items: rows, hasMore: next.length > 0 };
}

/** Rejects what the api would reject, before calling it (and `limit+1` must stay in range). */
export function assertPageArgs(offset: number, limit: number): void {
  const fieldErrors: Record<string, string> = {};
  if (!Number.isInteger(offset) || offset < 0) fieldErrors.offset = FIELD_MESSAGES.offsetRange;
  if (!isLimitIn(limit, PAGE_LIMITS)) {
    fieldErrors.limit = FIELD_MESSAGES.limitRange(PAGE_LIMITS.min, PAGE_LIMITS.max);
  }
  if (Object.keys(fieldErrors).length > 0) throw invalidInput(fieldErrors);
}

interface LimitRange {
  min: number;
  max: number;
}

/** Rejects a page size outside a field's own range (posts and comments ask for less than 100). */
export function assertLimitIn(limit: number, range: LimitRange): void {
  if (!isLimitIn(limit, range)) {
    throw invalidInput({ limit: FIELD_MESSAGES.limitRange(range.min, range.max) });
  }
}

/** A page of a list with its own page sizes (`range.default` when none is asked): checked, fetched. */
export function fetchPageIn<T>(
  fetch: Fetch<T>,
  offset: number | null | undefined,
  limit: number | null | undefined,
  range: LimitRange & { default: number },
): Promise<Page<T>> {
  const pageLimit = limit ?? range.default;
  assertLimitIn(pageLimit, range);
  return fetchPage(fetch, offset ?? 0, pageLimit);
}

function isLimitIn(limit: number, { min, max }: LimitRange): boolean {
  return Number.isInteger(limit) && limit >= min && limit <= max;
}

/** By-ids reads take at most a page's worth of ids, as the api does. */
export function assertByIdsArgs(ids: readonly string[]): void {
  if (ids.length > PAGE_LIMITS.max) {
    throw invalidInput({ ids: FIELD_MESSAGES.idsRange(PAGE_LIMITS.max) });
  }
}
