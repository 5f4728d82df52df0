import type { Viewer } from '../access/rules.js';

/** Where a place stands with the admins: accepted (published), waiting, or declined with a reason. */
export type ModerationOutcome = 'published' | 'on-moderation' | 'unpublished';

/** Only admins moderate places (SPEC section 6: "Only admins see the moderation bar and moderate"). */
export function mayModerate(viewer: Viewer | null): boolean {
  return viewer?.isAdmin === true;
}

/**
 * A new place is on moderation unless a content manager adds it (SPEC section 4: "Places created
 * by a content manager carry no 'needs moderation' flag; for others the flag is set").
 */
export function moderationOfNewPlace(viewer: Viewer): 'published' | 'on-moderation' {
  return viewer.isContentManager ? 'published' : 'on-moderation';
}

/**
 * A save by staff of a place an admin declined sends it to moderation again; admins and content
 * managers edit without changing its moderation.
 */
export function moderationAfterSave(viewer: Viewer, current: ModerationOutcome): ModerationOutcome {
  if (current !== 'unpublished' || viewer.isAdmin || viewer.isContentManager) return current;
  return 'on-moderation';
}
