import { POST_DRAFTS_STORAGE_KEY, POST_RATING } from '../../lib/constants';
import { draftStore, type DraftKind } from '../../lib/infra/draft-store';
import { isRecord } from '../../lib/infra/storage';
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

function isImageSet(value: unknown): value is ImageSet {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    isRecord(value.thumbnail) &&
    typeof value.thumbnail.url === 'string'
  );
}

/** A stored draft as far as it can be trusted (another version of the app may have written it). */
function readDraft(value: unknown): PostDraft | null {
  if (!isRecord(value) || typeof value.text !== 'string') return null;
  const rating =
    typeof value.rating === 'number' &&
    Number.isInteger(value.rating) &&
    value.rating >= POST_RATING.min &&
    value.rating <= POST_RATING.max
      ? value.rating
      : POST_RATING.default;
  const location =
    isRecord(value.location) &&
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

/** Post drafts in storage; acting as the outlet belongs to the old start only, so a move drops it. */
export const postDraft: DraftKind<PostDraft> = {
  read: readDraft,
  isEmpty: isEmptyDraft,
  carry: (draft) => ({ ...draft, byOutlet: false }),
};

const postDrafts = draftStore(POST_DRAFTS_STORAGE_KEY, postDraft);

export function loadPostDraft(key: string): PostDraft | null {
  return postDrafts.load(key);
}

export function savePostDraft(key: string, draft: PostDraft): void {
  postDrafts.save(key, draft);
}

/** After a successful save (SPEC section 4: drafts are cleared after a save). */
export function clearPostDraft(key: string): void {
  postDrafts.clear(key);
}

export function movePostDraft(from: string, to: string): void {
  postDrafts.move(from, to);
}
