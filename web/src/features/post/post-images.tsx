import { useState } from 'react';
import * as messages from '../../lib/messages';
import { wrapIndex } from '../../components/gallery/carousel';
import type { ThumbnailedPhoto } from '../../components/gallery/gallery-viewer';
import { OpenedGallery } from '../../components/gallery/opened-gallery';
import { useGalleryParam } from '../../components/gallery/use-gallery-param';
import { SlideArrows } from '../../components/gallery/slide-arrows';
import { ArrowIcon } from './post-icons';
import styles from './post-card.module.css';

/**
 * The post's images: one 300 px slide with previous and next, 90 px thumbnails under it when
 * there are several (SPEC section 9); a slide opens the full-screen gallery (`?gallery={postId}`).
 */
export function PostImages({
  postId,
  images,
}: {
  postId: string;
  images: readonly ThumbnailedPhoto[];
}) {
  const [shown, setShown] = useState(0);
  const gallery = useGalleryParam();
  const count = images.length;
  const current = wrapIndex(shown, count);
  const image = images[current];
  if (!image) return null;

  return (
    <div className={styles.images} aria-label={messages.post.images} role="group">
      <div className={styles.slide}>
        <button
          type="button"
          className={styles.slideButton}
          aria-label={messages.post.openImage(current + 1, count)}
          onClick={() => gallery.open(postId, current)}
        >
          <img
            src={image.standard.url}
            alt={image.description ?? ''}
            width={image.standard.width}
            height={image.standard.height}
            loading="lazy"
          />
        </button>
        <SlideArrows
          current={current}
          count={count}
          onShow={setShown}
          className={styles.arrow}
          icon={(direction) => (
            <ArrowIcon direction={direction === 'previous' ? 'left' : 'right'} />
          )}
        />
      </div>
      {count > 1 ? (
        <ul className={styles.thumbs}>
          {images.map((item, index) => (
            <li key={item.id}>
              <button
                type="button"
                className={
                  index === current ? `${styles.thumb} ${styles.thumbActive}` : styles.thumb
                }
                aria-label={messages.post.showImage(index + 1)}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => setShown(index)}
              >
                <img src={item.thumbnail.url} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <OpenedGallery
        gallery={gallery}
        galleryId={postId}
        title={messages.post.images}
        photos={images}
      />
    </div>
  );
}
