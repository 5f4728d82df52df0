/** A place's moderation state (SPEC section 4, Place moderation). */
export type ModerationState = 'PUBLISHED' | 'ON_MODERATION' | 'UNPUBLISHED';

/** Who looks at the place, and how the place screen was opened. */
export interface ModeBarInput {
  /** The `preview` query flag is set. */
  preview: boolean;
  isAdmin: boolean;
  /** The caller may act for the place (its staff, or an admin). */
  hasAccess: boolean;
  moderationStatus: ModerationState;
}

/** Which mode bar a place screen shows, if any. */
export type ModeBar = 'preview' | 'moderation' | null;

/**
 * SPEC section 2, Layout: preview mode when the user has access to the place (admins have full
 * access, section 6); otherwise the moderation bar for an admin while the place is on
 * moderation. Only admins ever see the moderation bar.
 */
export function modeBarOf({
  preview,
  isAdmin,
  hasAccess,
  moderationStatus,
}: ModeBarInput): ModeBar {
  if (preview && (hasAccess || isAdmin)) return 'preview';
  if (isAdmin && moderationStatus === 'ON_MODERATION') return 'moderation';
  return null;
}

/** What the place page tells its staff and the admin about a place not yet public. */
export type ModerationNotice =
  { kind: 'onModeration' } | { kind: 'unpublished'; reason: string | null };

/**
 * Staff and admins open places that are not published (everyone else gets Page not found); the
 * page says why nobody else sees them. The reason exists only while the place is unpublished.
 */
export function moderationNoticeOf(
  moderationStatus: ModerationState,
  reason: string | null | undefined,
): ModerationNotice | null {
  switch (moderationStatus) {
    case 'ON_MODERATION':
      return { kind: 'onModeration' };
    case 'UNPUBLISHED':
      return { kind: 'unpublished', reason: reason?.trim() || null };
    case 'PUBLISHED':
      return null;
  }
}

/** The Decline form's reason, trimmed; null when there is nothing to send. */
export function refusalReason(text: string): string | null {
  const reason = text.trim();
  return reason.length > 0 ? reason : null;
}
