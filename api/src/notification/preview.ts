import { notificationLimits } from '../messages.js';

/**
 * The preview of a post or comment in a notification (SPEC section 4, Notification wording): its
 * first 3 words, cut to 60 characters, with an ellipsis when anything was left out. Null when the
 * text has no words (an image-only comment).
 */
export function notificationPreview(text: string | null | undefined): string | null {
  const words = (text ?? '').trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return null;
  const { previewWords, previewMaxLength, previewEllipsis } = notificationLimits;
  const first = words.slice(0, previewWords).join(' ');
  // Counted in code points, so a cut never splits an emoji or another astral character in two.
  const characters = Array.from(first);
  const cut = characters.length > previewMaxLength;
  const kept = cut ? characters.slice(0, previewMaxLength).join('').trimEnd() : first;
  return cut || words.length > previewWords ? `${kept}${previewEllipsis}` : kept;
}
