import type { FieldPolicy, Reference, TypePolicies } from '@apollo/client';
import type { CachedPage } from '../../lib/apollo/type-policies';

/**
 * A chat's messages as one run, oldest first, whatever offsets its pages came from: opening a chat
 * reads its newest page, scrolling up adds older ones, and live messages are appended. Pages and
 * live messages overlap as the chat grows meanwhile, so each message is kept once, in publication
 * order (the api's order: time, then id).
 */
export function mergeMessagePages(
  existing: CachedPage<Reference> | undefined,
  incoming: CachedPage<Reference>,
  readField: (field: string, from: Reference) => unknown,
): CachedPage<Reference> {
  const byId = new Map<unknown, Reference>();
  for (const item of [...(existing?.items ?? []), ...incoming.items]) {
    byId.set(readField('id', item), item);
  }
  const key = (item: Reference) =>
    `${String(readField('publicationDate', item))}|${String(readField('id', item))}`;
  const items = [...byId.values()].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  return { ...incoming, items };
}

const messagesPolicy: FieldPolicy<CachedPage<Reference>> = {
  keyArgs: ['chatId'],
  merge(existing, incoming, { readField }) {
    return mergeMessagePages(existing, incoming, (field, from) => readField(field, from));
  },
};

/** The chat lists' and messages' cache rules, added to the app's type policies. */
export const chatQueryFields = {
  messages: messagesPolicy,
} satisfies Record<string, FieldPolicy>;

export const chatTypePolicies: TypePolicies = {
  // One entry per chat and message: a listed one and a pushed one are the same.
  Chat: { keyFields: ['id'] },
  ChatPage: { keyFields: false },
  Message: { keyFields: ['id'] },
  MessagePage: { keyFields: false },
};
