import { MESSAGE_DRAFT_KEY_PREFIX } from '../../lib/constants';
import { readStored, writeStored } from '../../lib/storage';
import type { ImageSet } from '../../lib/upload/use-image-uploads';

/** What a chat's unsent message keeps between visits (SPEC section 4, Drafts). */
export interface MessageDraft {
  text: string;
  imageSets: ImageSet[];
}

const empty: MessageDraft = { text: '', imageSets: [] };

function isDraft(value: unknown): value is MessageDraft {
  if (!value || typeof value !== 'object') return false;
  const { text, imageSets } = value as { text?: unknown; imageSets?: unknown };
  return typeof text === 'string' && Array.isArray(imageSets);
}

export function readMessageDraft(chatId: string): MessageDraft {
  const raw = readStored(MESSAGE_DRAFT_KEY_PREFIX + chatId);
  if (!raw) return empty;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isDraft(parsed) ? parsed : empty;
  } catch {
    return empty;
  }
}

/** Keeps the draft, or drops it when it has neither text nor images. */
export function writeMessageDraft(chatId: string, draft: MessageDraft): void {
  const keep = draft.text.trim() !== '' || draft.imageSets.length > 0;
  writeStored(MESSAGE_DRAFT_KEY_PREFIX + chatId, keep ? JSON.stringify(draft) : null);
}
