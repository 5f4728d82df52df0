import { POST_DRAFTS_STORAGE_KEY, POST_RATING } from '../../lib/constants';
import { readStored, writeStored } from '../../lib/infra/storage';
import type { ImageSet } from '../../lib/infra/upload/upload-state';

/** What a new post's form keeps between visits (SPEC section 4, Drafts). */
export interface PostDraft {
  text: string;
  rating: number;
  /** Uploaded images only: an upload still running or failed is not kept. */
  imageSets: ImageSet[];
  location: { lat: number; lon: number } | null;
  byOutlet: boolean;
}

export type PostDrafts = Record<string, PostDraft>;

/** One draft per start: a place, a chain, or neither. */
export function draftKey(outlet: { placeId?: string | null; organisationId?: string | null }) {
  if (outlet.placeId) return `place:${outlet.placeId}`;
  if (outlet.organisationId) return `organisation:${outlet.organisationId}`;
  return 'new';
}

export const emptyDraft: PostDraft = {
  text: '',
  rating: POST_RATING.default,
  imageSets: [],
  location: null,
  byOutlet: false,
};

/** SPEC section 4: a draft with no text and no images is discarded. */
export function isEmptyDraft(draft: PostDraft): boolean {
  return draft.text.trim() === '' && draft.imageSets.length === 0;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isImageSet(value: unknown): value is ImageSet {
  return (
    isObject(value) &&
    typeof value.id === 'string' &&
    isObject(value.thumbnail) &&
    typeof value.thumbnail.url === 'string'
  );
}

/** A stored draft as far as it can be trusted (another version of the app may have written it). */
function readDraft(value: unknown): PostDraft | null {
  if (!isObject(value) || typeof value.text !== 'string') return null;
  const rating =
    typeof value.rating === 'number' &&
    Number.isInteger(value.rating) &&
    value.rating >= POST_RATING.min &&
    value.rating <= POST_RATING.max
      ? value.rating
      : POST_RATING.default;
  const location =
    isObject(value.location) &&
    typeof value.location.lat === 'number' &&
    typeof value.location.lon === 'number'
      ? { lat: value.location.lat, lon: value.location.lon }
      : null;
  return {
    text: value.text,
    rating,
    imageSets: Array.isArray(value.imageSets) ? value.imageSets.filter(isImageSet) : [],
    location,
    byOutlet: value.byOutlet === true,
  };
}

export function parseDrafts(raw: string | null): PostDrafts {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isObject(parsed)) return {};
    const drafts: PostDrafts = {};
    for (const [key, value] of Object.entries(parsed)) {
      const draft = readDraft(value);
      if (draft && !isEmptyDraft(draft)) drafts[key] = draft;
    }
    return drafts;
  } catch {
    return {};
  }
}

/** Keeps `draft` under `key`, or drops it when it is empty. */
export function withDraft(drafts: PostDrafts, key: string, draft: PostDraft): PostDrafts {
  const { [key]: _dropped, ...rest } = drafts;
  return isEmptyDraft(draft) ? rest : { ...rest, [key]: draft };
}

/** The draft of one start carried to another (a place chosen or removed while writing). */
export function movedDraft(drafts: PostDrafts, from: string, to: string): PostDrafts {
  const draft = drafts[from];
  if (!draft || from === to) return drafts;
  const { [from]: _moved, ...rest } = drafts;
  // Acting as the outlet belongs to the old start only.
  return { ...rest, [to]: { ...draft, byOutlet: false } };
}

function store(drafts: PostDrafts) {
  writeStored(
    POST_DRAFTS_STORAGE_KEY,
    Object.keys(drafts).length === 0 ? null : JSON.stringify(drafts),
  );
}

function stored(): PostDrafts {
  return parseDrafts(readStored(POST_DRAFTS_STORAGE_KEY));
}

export function loadPostDraft(key: string): PostDraft | null {
  return stored()[key] ?? null;
}

export function savePostDraft(key: string, draft: PostDraft): void {
  store(withDraft(stored(), key, draft));
}

/** After a successful save (SPEC section 4: drafts are cleared after a save). */
export function clearPostDraft(key: string): void {
  store(withDraft(stored(), key, emptyDraft));
}

export function movePostDraft(from: string, to: string): void {
  store(movedDraft(stored(), from, to));
}
