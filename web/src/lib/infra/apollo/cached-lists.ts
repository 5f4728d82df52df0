import type { ApolloCache, DocumentNode, Reference } from '@apollo/client';

// The cache writers of the live subscriptions and mutations share these, so an entry reads the
// same whichever way it arrived and nothing refetches.

/** A list as the cache keeps it (the type policies merge its pages). */
export interface CachedPage {
  items: readonly Reference[];
  hasMore: boolean;
}

/**
 * The arguments a cached list was stored under (`chats:{"isStaffed":true}`): none without
 * arguments, null when they do not read as an object.
 */
export function argsOfStoreField(storeFieldName: string): Record<string, unknown> | null {
  const start = storeFieldName.indexOf('{');
  if (start < 0) return {};
  try {
    const args: unknown = JSON.parse(storeFieldName.slice(start).replace(/\)$/, ''));
    return args && typeof args === 'object' ? (args as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Stores an entry as its fragment reads it and gives its cache id (undefined when it has none).
 * The generated types leave out __typename; the cache needs it to store the entry.
 */
export function writeEntry(
  cache: ApolloCache,
  entry: { id: string },
  typename: string,
  fragment: DocumentNode,
  fragmentName: string,
): string | undefined {
  const id = cache.identify({ __typename: typename, id: entry.id });
  if (!id) return undefined;
  cache.writeFragment({ id, fragment, fragmentName, data: { ...entry, __typename: typename } });
  return id;
}

/** Reads a field of a cached entry (the cache's own readField, with one signature). */
export type ReadField = (field: string, from: Reference) => unknown;

/**
 * Rewrites each cached `field` list whose arguments `belongs` accepts: `update` gives its new
 * page, or undefined to leave it as it is. Lists never loaded are left to load themselves.
 */
export function updateLists(
  cache: ApolloCache,
  field: string,
  belongs: (args: Record<string, unknown>) => boolean,
  update: (
    existing: CachedPage,
    toReference: (id: string) => Reference | undefined,
    read: ReadField,
  ) => CachedPage | undefined,
): void {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      [field](value, { storeFieldName, toReference, readField }) {
        const existing = value as CachedPage | undefined;
        const args = argsOfStoreField(storeFieldName);
        if (!existing?.items || !args || !belongs(args)) return value;
        const read: ReadField = (name, from) => readField(name, from);
        return update(existing, (id) => toReference(id), read) ?? value;
      },
    },
  });
}

/**
 * Puts the entry (`entryId`, cached as `id`) at the top of each cached `field` list whose
 * arguments `belongs` accepts, once.
 */
export function prependToLists(
  cache: ApolloCache,
  field: string,
  id: string,
  entryId: string,
  belongs: (args: Record<string, unknown>) => boolean,
): void {
  updateLists(cache, field, belongs, (existing, toReference, read) => {
    if (existing.items.some((item) => read('id', item) === entryId)) return undefined;
    const ref = toReference(id);
    return ref ? { ...existing, items: [ref, ...existing.items] } : undefined;
  });
}
