import type { ImageSet, UploadItem } from '../../lib/infra/upload/upload-state';
import type { PhotoValue } from '../../lib/domain/place-draft/place-form-values';

/** A saved photo as the upload list starts from it. */
export function imageSetOf(photo: PhotoValue): ImageSet {
  return { id: photo.id, thumbnail: { url: photo.thumbnailUrl } };
}

/**
 * The upload list back in the form's terms: uploaded images with their thumbnails, failed ones
 * with their error (the save drops them, SPEC section 5); uploads still running are not kept.
 */
export function photosOf(items: readonly UploadItem[]): PhotoValue[] {
  return items.flatMap((item): PhotoValue[] => {
    if (item.imageSet) return [{ id: item.imageSet.id, thumbnailUrl: item.imageSet.thumbnail.url }];
    if (item.error) return [{ id: item.id, thumbnailUrl: '', error: item.error }];
    return [];
  });
}
