import { UPLOAD_PROGRESS } from '../../constants';

/** One rendition of an uploaded image, as the gateway's ImageSet and POST /images give it. */
export interface ImageVariantValue {
  url: string;
  width?: number;
  height?: number;
}

/**
 * An uploaded image as far as the upload list needs it: its id (what posts, comments and avatars
 * are saved with) and a thumbnail. POST /images answers with every rendition; a post being
 * edited starts from the GraphQL ImageSets it already has.
 */
export interface ImageSet {
  id: string;
  thumbnail: ImageVariantValue;
  standard?: ImageVariantValue;
  cover?: ImageVariantValue;
  original?: ImageVariantValue;
  orderNumber?: number;
  description?: string | null;
}

/** SPEC section 3, Upload item. `file` is null for images that were attached before (editing). */
export interface UploadItem {
  id: string;
  file: File | null;
  isLoading: boolean;
  /** 0 to 100: 5 once read, 10 once sending starts, then the real percentage. */
  progress: number;
  /** The reason the upload failed (the server's message when it refused), else null. */
  error: string | null;
  imageSet: ImageSet | null;
}

export type UploadAction =
  | { type: 'added'; items: { id: string; file: File }[] }
  | { type: 'started'; id: string }
  | { type: 'progressed'; id: string; percent: number }
  | { type: 'uploaded'; id: string; imageSet: ImageSet }
  | { type: 'failed'; id: string; error: string }
  | { type: 'retried'; id: string }
  | { type: 'removed'; id: string }
  | { type: 'reset'; imageSets: readonly ImageSet[] };

/** The items of images that were uploaded before (a post or avatar being edited). */
export function itemsFromImageSets(imageSets: readonly ImageSet[]): UploadItem[] {
  return imageSets.map((imageSet) => ({
    id: imageSet.id,
    file: null,
    isLoading: false,
    progress: UPLOAD_PROGRESS.done,
    error: null,
    imageSet,
  }));
}

/** How many of `wanted` new files fit beside `items` when at most `max` images are allowed. */
export function roomFor(items: readonly UploadItem[], max: number, wanted: number): number {
  return Math.max(0, Math.min(wanted, max - items.length));
}

function update(
  items: UploadItem[],
  id: string,
  change: (item: UploadItem) => UploadItem,
): UploadItem[] {
  return items.map((item) => (item.id === id ? change(item) : item));
}

/**
 * The upload list as a pure state machine: added (read, 5) -> started (10) -> progressed (the
 * real percentage, never backwards) -> uploaded (100, with the image set) or failed (the error
 * stays on the image until it is retried or removed).
 */
export function uploadReducer(items: UploadItem[], action: UploadAction): UploadItem[] {
  switch (action.type) {
    case 'added':
      return [
        ...items,
        ...action.items.map(({ id, file }) => ({
          id,
          file,
          isLoading: true,
          progress: UPLOAD_PROGRESS.read,
          error: null,
          imageSet: null,
        })),
      ];
    case 'started':
      return update(items, action.id, (item) => ({
        ...item,
        isLoading: true,
        progress: UPLOAD_PROGRESS.start,
        error: null,
      }));
    case 'progressed':
      return update(items, action.id, (item) =>
        item.isLoading
          ? {
              ...item,
              progress: Math.min(
                UPLOAD_PROGRESS.done,
                Math.max(item.progress, Math.round(action.percent)),
              ),
            }
          : item,
      );
    case 'uploaded':
      return update(items, action.id, (item) => ({
        ...item,
        isLoading: false,
        progress: UPLOAD_PROGRESS.done,
        error: null,
        imageSet: action.imageSet,
      }));
    case 'failed':
      return update(items, action.id, (item) => ({
        ...item,
        isLoading: false,
        error: action.error,
        imageSet: null,
      }));
    case 'retried':
      return update(items, action.id, (item) =>
        item.file
          ? { ...item, isLoading: true, progress: UPLOAD_PROGRESS.read, error: null }
          : item,
      );
    case 'removed':
      return items.filter((item) => item.id !== action.id);
    case 'reset':
      return itemsFromImageSets(action.imageSets);
  }
}

/** The ids to save with, in display order: uploaded images only. */
export function uploadedImageIds(items: readonly UploadItem[]): string[] {
  return items.flatMap((item) => (item.imageSet ? [item.imageSet.id] : []));
}
