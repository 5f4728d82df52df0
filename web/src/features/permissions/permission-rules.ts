import * as messages from '../../lib/messages';

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

/** What is being shared: a place or a chain (their snackbars differ). */
export type PermissionSubject = 'place' | 'organisation';

/** The snackbar of a grant or revoke that went through (SPEC section 8). */
export function permissionSuccess(subject: PermissionSubject, change: 'grant' | 'revoke'): string {
  const words = messages.permissions;
  if (subject === 'place') return change === 'grant' ? words.placeIssued : words.placeDeleted;
  return change === 'grant' ? words.chainIssued : words.chainDeleted;
}

/** Who may do what with access to a place or chain, as its page offers it. */
export interface PermissionFacts {
  signedIn: boolean;
  isAdmin: boolean;
  hasAccess: boolean | null | undefined;
  isOwned: boolean;
  isManaged: boolean;
  isRequested: boolean;
}

/**
 * The page's access entry: those with access manage who else has it (`shared_permissions`); a
 * signed-in person without a role asks for it (`request_permission`), then sees that they asked.
 */
export function permissionEntryOf(
  facts: PermissionFacts,
): 'manage' | 'request' | 'requested' | null {
  if (!facts.signedIn) return null;
  if (facts.isAdmin || facts.hasAccess === true || facts.isOwned || facts.isManaged)
    return 'manage';
  return facts.isRequested ? 'requested' : 'request';
}
