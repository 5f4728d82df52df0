/** The roles that can be granted on a place or chain (requests use the requester value). */
export type PermissionRole = 'OWNER' | 'MANAGER';

/** Whom a grant names: an existing person's id, or an e-mail. */
export type PermissionTarget = { userId: string } | { email: string };

const HEX_ID = /^[0-9a-f]{24}$/;
// The same loose check as the login form: something, an at sign, a dotted domain.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The grant form's one field, read as a user id (24 hex characters) or an e-mail (lowercased, as
 * e-mails are typed everywhere in the app); null when it is neither.
 */
export function permissionTargetOf(text: string): PermissionTarget | null {
  const value = text.trim();
  if (HEX_ID.test(value.toLowerCase())) return { userId: value.toLowerCase() };
  if (EMAIL.test(value)) return { email: value.toLowerCase() };
  return null;
}

/** A person on a place's or chain's lists, as the modal shows them. */
export interface PermissionPerson {
  id: string;
}

/** The people with a say on a place or chain (chains have no requesters). */
export interface PermissionLists<P extends PermissionPerson> {
  owners: readonly P[];
  managers: readonly P[];
  requesters: readonly P[];
}

const without = <P extends PermissionPerson>(people: readonly P[], id: string) =>
  people.filter((person) => person.id !== id);

/**
 * SPEC section 4, Permissions: granting owner removes the person from managers and requesters;
 * granting manager removes them from owners and requesters. The person goes last on the new list.
 */
export function withGrant<P extends PermissionPerson>(
  lists: PermissionLists<P>,
  person: P,
  role: PermissionRole,
): PermissionLists<P> {
  const owners = without(lists.owners, person.id);
  const managers = without(lists.managers, person.id);
  return {
    owners: role === 'OWNER' ? [...owners, person] : owners,
    managers: role === 'MANAGER' ? [...managers, person] : managers,
    requesters: without(lists.requesters, person.id),
  };
}

/** Revoking (or rejecting a request) takes the person off every list. */
export function withRevoke<P extends PermissionPerson>(
  lists: PermissionLists<P>,
  userId: string,
): PermissionLists<P> {
  return {
    owners: without(lists.owners, userId),
    managers: without(lists.managers, userId),
    requesters: without(lists.requesters, userId),
  };
}

/** What is being shared: a place or a chain (their snackbars differ). */
export type PermissionSubject = 'place' | 'organisation';
