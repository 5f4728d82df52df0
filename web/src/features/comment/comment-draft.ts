import { COMMENT_DRAFT_KEY_PREFIX } from '../../lib/constants';
import { readStored, writeStored } from '../../lib/storage';
import type { ImageSet } from '../../lib/upload/use-image-uploads';

/** What a post's unsent comment keeps between visits (SPEC section 4, Drafts). */
export interface CommentDraft {
  text: string;
  imageSets: ImageSet[];
}

const empty: CommentDraft = { text: '', imageSets: [] };

function isDraft(value: unknown): value is CommentDraft {
  if (!value || typeof value !== 'object') return false;
  const { text, imageSets } = value as { text?: unknown; imageSets?: unknown };
  return typeof text === 'string' && Array.isArray(imageSets);
}

export function readCommentDraft(postId: string): CommentDraft {
  const raw = readStored(COMMENT_DRAFT_KEY_PREFIX + postId);
  if (!raw) return empty;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isDraft(parsed) ? parsed : empty;
  } catch {
    return empty;
  }
}

/** Keeps the draft, or drops it when it has neither text nor images. */
export function writeCommentDraft(postId: string, draft: CommentDraft): void {
  const keep = draft.text.trim() !== '' || draft.imageSets.length > 0;
  writeStored(COMMENT_DRAFT_KEY_PREFIX + postId, keep ? JSON.stringify(draft) : null);
}
