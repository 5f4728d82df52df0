/**
 * The permission and post-type rules of SPEC sections 4 and 6 as pure functions: the routes load
 * the facts (who the caller is, their role on a place or chain) and ask these.
 */

export type StaffRole = 'owner' | 'manager' | 'requester';

/** The signed-in caller and their global roles. */
export interface Viewer {
  id: string;
  isAdmin: boolean;
  isContentManager: boolean;
}

/** What the caller is to one place or chain (an "outlet"). */
export interface OutletFacts {
  /** The caller's role on it, if any. */
  role: StaffRole | null;
  /** Whether anyone owns it on Tavola. */
  hasOwner: boolean;
}

/**
 * Access to a place or chain (SPEC section 6): admins always; owners and managers of it; content
 * managers when it has no owner. A requester has only asked for access, so has none yet.
 */
export function hasOutletAccess(viewer: Viewer | null, outlet: OutletFacts | null): boolean {
  if (!viewer) return false;
  if (viewer.isAdmin) return true;
  if (!outlet) return false;
  if (outlet.role === 'owner' || outlet.role === 'manager') return true;
  return viewer.isContentManager && !outlet.hasOwner;
}

/** A post or comment as far as access is concerned. */
export interface Authored {
  /** The person who wrote it. */
  userId: string;
  /** Published as the place or chain: then it has no user author. */
  byOutlet: boolean;
}

/**
 * hasAccess of a post or comment (SPEC section 6): admin, the author, or, when it has no user
 * author (written as the outlet), whoever has access to that place or chain. Those with access
 * may edit and delete it.
 */
export function hasAuthoredAccess(
  viewer: Viewer | null,
  item: Authored,
  outletAccess: boolean,
): boolean {
  if (!viewer) return false;
  if (viewer.isAdmin) return true;
  if (item.byOutlet) return outletAccess;
  return item.userId === viewer.id;
}

/**
 * Hiding a post or comment is moderation by the place or chain it belongs to: admins, and staff or
 * content managers with access to that place or chain. Impressions belong to no outlet, so only
 * admins hide them.
 */
export function mayHide(viewer: Viewer | null, outletAccess: boolean): boolean {
  if (!viewer) return false;
  return viewer.isAdmin || outletAccess;
}

/** The caller's rights on one post or comment: edit and delete (hasAccess), hide (canHide). */
export function authoredRights(
  viewer: Viewer | null,
  item: Authored,
  outletAccess: boolean,
): { hasAccess: boolean; canHide: boolean } {
  return {
    hasAccess: hasAuthoredAccess(viewer, item, outletAccess),
    canHide: mayHide(viewer, outletAccess),
  };
}

/**
 * Acting as the place or chain (`byOutlet`) is for those with access to it (SPEC section 6, place
 * author).
 */
export function mayActAsOutlet(viewer: Viewer | null, outletAccess: boolean): boolean {
  return viewer !== null && outletAccess;
}

/** A post is staff-authored when it is not an impression and its author has access to the place. */
export function isStaffPost(type: PostType, authorHasAccess: boolean): boolean {
  return type !== 'impression' && authorHasAccess;
}

export type PostType = 'news' | 'review' | 'impression';

export const postRating = { min: 1, max: 5, default: 3 } as const;

export interface PostTypeInput {
  /** The type the client asked for, if any. */
  requested?: PostType;
  placeId?: string;
  organisationId?: string;
  /** Whether the caller has access to the given place or chain. */
  outletAccess: boolean;
  /** cityId, lat and lon were all given (a free location). */
  hasLocation: boolean;
  rating?: number;
}

export type PostTypeDecision =
  | { ok: true; type: PostType; rating: number | null }
  | { ok: false; kind: 'forbidden' }
  | { ok: false; kind: 'invalid'; errors: Record<string, PostTypeProblem> };

/** Field problems; `api/src/messages.ts` holds their texts. */
export type PostTypeProblem =
  | 'placeWithLocation'
  | 'placeAndOrganisation'
  | 'reviewNeedsPlace'
  | 'reviewByStaff'
  | 'newsNeedsOutlet'
  | 'impressionNeedsLocation'
  | 'ratingOnlyOnReviews';

/**
 * The type of a new post (SPEC section 4, post type on create): a place gives news when the
 * caller has access to it, else a review; a chain gives news and needs access; a free location
 * (cityId, lat, lon) gives an impression and carries no place or chain. An asked-for type must
 * agree with those rules. Ratings (1-5, default 3) belong to reviews only.
 */
export function decidePostType(input: PostTypeInput): PostTypeDecision {
  const { placeId, organisationId, outletAccess, hasLocation, rating } = input;
  const errors: Record<string, PostTypeProblem> = {};
  if (placeId && organisationId) errors.organisationId = 'placeAndOrganisation';
  if ((placeId || organisationId) && hasLocation) errors.lat = 'placeWithLocation';
  if (Object.keys(errors).length > 0) return { ok: false, kind: 'invalid', errors };

  let type: PostType;
  if (placeId) type = outletAccess ? 'news' : 'review';
  else if (organisationId) type = 'news';
  else type = 'impression';

  const requested = input.requested ?? type;
  if (requested === 'news') {
    if (!placeId && !organisationId) {
      return { ok: false, kind: 'invalid', errors: { placeId: 'newsNeedsOutlet' } };
    }
    if (!outletAccess) return { ok: false, kind: 'forbidden' };
  } else if (requested === 'review') {
    if (!placeId) return { ok: false, kind: 'invalid', errors: { placeId: 'reviewNeedsPlace' } };
    if (outletAccess) return { ok: false, kind: 'invalid', errors: { type: 'reviewByStaff' } };
  } else if (placeId || organisationId || !hasLocation) {
    return { ok: false, kind: 'invalid', errors: { lat: 'impressionNeedsLocation' } };
  }

  if (requested !== 'review' && rating !== undefined) {
    return { ok: false, kind: 'invalid', errors: { rating: 'ratingOnlyOnReviews' } };
  }
  return {
    ok: true,
    type: requested,
    rating: requested === 'review' ? (rating ?? postRating.default) : null,
  };
}

// --- Running places and chains (SPEC sections 4 and 6) ---

/** Editing, deleting and recovering a place or chain: whoever has access to it. */
export function mayEditOutlet(viewer: Viewer | null, outlet: OutletFacts | null): boolean {
  return hasOutletAccess(viewer, outlet);
}

/**
 * Granting or revoking a role on a place or chain: those with access to it. Owners are made and
 * unmade only by those above a manager (admins, its owners, content managers while it has no
 * owner), so a manager cannot promote themself or remove the people they work for.
 */
export function mayChangePermission(
  viewer: Viewer | null,
  outlet: OutletFacts | null,
  touchesOwner: boolean,
): boolean {
  if (!hasOutletAccess(viewer, outlet)) return false;
  return !touchesOwner || viewer?.isAdmin === true || outlet?.role !== 'manager';
}

/**
 * Who may open a place that is not listed (on moderation, unpublished or deleted): admins, its
 * staff (owners, managers and requesters), and content managers while it has no owner.
 */
export function maySeeUnlisted(viewer: Viewer | null, outlet: OutletFacts | null): boolean {
  if (!viewer) return false;
  if (viewer.isAdmin) return true;
  if (!outlet) return false;
  return outlet.role !== null || (viewer.isContentManager && !outlet.hasOwner);
}

/**
 * Which chains a person may pick for a place (SPEC section 6): admins and content managers any,
 * others only those they staff.
 */
export function mayPickOrganisation(viewer: Viewer, organisation: OutletFacts): boolean {
  return viewer.isAdmin || viewer.isContentManager || organisation.role !== null;
}

/** The creator of a place or chain becomes its owner, unless a content manager (who runs many). */
export function creatorBecomesOwner(viewer: Viewer): boolean {
  return !viewer.isContentManager;
}

/**
 * The SPEC section 4 swapping: a person has one role on a place or chain, so granting owner or
 * manager replaces whatever they were (manager, owner or requester). A request never demotes an
 * owner or manager.
 */
export function roleAfterRequest(current: StaffRole | null): StaffRole {
  return current === 'owner' || current === 'manager' ? current : 'requester';
}
