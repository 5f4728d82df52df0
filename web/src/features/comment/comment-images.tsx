import * as messages from '../../lib/messages';
import type { ThumbnailedPhoto } from '../../components/gallery/gallery-viewer';
import { OpenedGallery } from '../../components/gallery/opened-gallery';
import { useGalleryParam } from '../../components/gallery/use-gallery-param';
import styles from './comments.module.css';

/**
 * A comment's images as thumbnails; each opens the full-screen gallery on it
 * (`?gallery={commentId}`), as a post's images do.
 */
export function CommentImages({
  commentId,
  images,
}: {
  commentId: string;
  images: readonly ThumbnailedPhoto[];
}) {
  const gallery = useGalleryParam();
  if (images.length === 0) return null;
  return (
    <>
      <ul className={styles.images} aria-label={messages.upload.list}>
        {images.map((image, index) => (
          <li key={image.id}>
            <button
              type="button"
              className={styles.imageButton}
              aria-label={messages.post.openImage(index + 1, images.length)}
              onClick={() => gallery.open(commentId, index)}
            >
              <img
                src={image.thumbnail.url}
                width={image.thumbnail.width}
                height={image.thumbnail.height}
                alt={image.description ?? ''}
                loading="lazy"
              />
            </button>
          </li>
        ))}
      </ul>
      <OpenedGallery
        gallery={gallery}
        galleryId={commentId}
        title={messages.post.images}
        photos={images}
      />
    </>
  );
}
