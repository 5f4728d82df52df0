import { readStoredJson, writeStored } from '../storage';
import type { ImageSet } from './use-image-uploads';

/** What an unsent message or comment keeps between visits (SPEC section 4, Drafts). */
export interface TextDraft {
  text: string;
  imageSets: ImageSet[];
}

const empty: TextDraft = { text: '', imageSets: [] };

function isDraft(value: unknown): value is TextDraft {
  if (!value || typeof value !== 'object') return false;
  const { text, imageSets } = value as { text?: unknown; imageSets?: unknown };
  return typeof text === 'string' && Array.isArray(imageSets);
}

export function readTextDraft(key: string): TextDraft {
  return readStoredJson(key, isDraft) ?? empty;
}

/** Keeps the draft, or drops it when it has neither text nor images. */
export function writeTextDraft(key: string, draft: TextDraft): void {
  const keep = draft.text.trim() !== '' || draft.imageSets.length > 0;
  writeStored(key, keep ? JSON.stringify(draft) : null);
}
