import type { PostType } from '../../gql/graphql';

/** What the editor knows about the signed-in person's roles (the stored account's flags). */
export interface AccountRoles {
  isAdmin: boolean;
  isContentManager: boolean;
  isAuthorPlace: boolean;
}

/** A place or chain as far as access goes. */
export interface OutletAccessFacts {
  hasOwner: boolean;
  /** The gateway's answer, when it gives one. */
  hasAccess?: boolean | null;
}

/**
 * Access to a place or chain (SPEC section 6): admins always; content managers while it has no
 * owner; otherwise what the gateway says (owners and managers). Visitors never.
 */
export function hasOutletAccess(
  roles: AccountRoles | null,
  outlet: OutletAccessFacts | null,
): boolean {
  if (!roles || !outlet) return false;
  if (outlet.hasAccess === true || roles.isAdmin) return true;
  if (outlet.hasAccess === false) return false;
  return roles.isContentManager && !outlet.hasOwner;
}

export interface PostTypeFacts {
  /** The selected or current place. */
  place: boolean;
  /** The chain the post starts from (a chain page). */
  organisation: boolean;
  /** Whether the person has access to that place or chain. */
  outletAccess: boolean;
  /** A free location was chosen on the map. */
  location: boolean;
}

/**
 * SPEC section 4, post type on create: a chosen free location forces an impression; a place gives
 * news with access, else a review; a chain gives news with access, else an impression; with
 * nothing chosen it is an impression.
 */
export function decidePostType({
  place,
  organisation,
  outletAccess,
  location,
}: PostTypeFacts): PostType {
  if (location) return 'IMPRESSION';
  if (place) return outletAccess ? 'NEWS' : 'REVIEW';
  if (organisation && outletAccess) return 'NEWS';
  return 'IMPRESSION';
}

/**
 * Whether the acting identity switch shows (SPEC section 6): only place authors with access, only
 * for news (what the api lets one publish as a place or chain), and never while editing.
 */
export function canActAsOutlet(type: PostType, outletAccess: boolean, editing: boolean): boolean {
  return !editing && type === 'NEWS' && outletAccess;
}
