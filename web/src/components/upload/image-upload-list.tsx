import { useCallback } from 'react';
import { CloseButton } from '../ui/close-button';
import * as messages from '../../lib/messages';
import type { ImageUploads } from '../../lib/infra/upload/use-image-uploads';
import type { UploadItem } from '../../lib/infra/upload/upload-state';
import styles from './image-upload-list.module.css';

/**
 * A chosen file shown while it uploads. The object URL lives exactly as long as the image element
 * (React 19 ref cleanup), so no URL leaks and none is revoked while still shown.
 */
function FilePreview({ file }: { file: File }) {
  const attach = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image || typeof URL.createObjectURL !== 'function') return;
      const url = URL.createObjectURL(file);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return <img ref={attach} className={styles.image} alt="" />;
}

function UploadTile({
  item,
  index,
  onRetry,
  onRemove,
}: {
  item: UploadItem;
  index: number;
  onRetry(): void;
  onRemove(): void;
}) {
  const name = messages.upload.image(index);
  return (
    <li
      className={styles.tile}
      aria-label={name}
      data-state={item.error ? 'error' : item.isLoading ? 'loading' : 'done'}
    >
      {item.imageSet ? (
        <img className={styles.image} src={item.imageSet.thumbnail.url} alt="" />
      ) : item.file ? (
        <FilePreview file={item.file} />
      ) : null}
      {item.isLoading ? (
        <div className={styles.overlay}>
          <div
            className={styles.progress}
            role="progressbar"
            aria-label={messages.upload.uploading(item.progress)}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={item.progress}
          >
            <span className={styles.bar} style={{ width: `${item.progress}%` }} />
          </div>
          <span className={styles.percent} aria-hidden="true">
            {item.progress}%
          </span>
        </div>
      ) : null}
      {item.error ? (
        <button
          type="button"
          className={`${styles.overlay} ${styles.error}`}
          onClick={onRetry}
          title={item.error}
          aria-label={messages.upload.retry}
        >
          <span>{messages.upload.uploadingError}</span>
        </button>
      ) : null}
      <CloseButton
        label={messages.upload.remove}
        size={16}
        onClick={onRemove}
        className={styles.remove}
      />
    </li>
  );
}

/**
 * The attached images: thumbnails with their upload progress, 'Uploading error' (click to retry)
 * with the server's reason under the list, and a delete button on each.
 */
export function ImageUploadList({ uploads }: { uploads: ImageUploads }) {
  if (uploads.items.length === 0) return null;
  const failures = [...new Set(uploads.items.flatMap((item) => (item.error ? [item.error] : [])))];
  return (
    <div className={styles.wrap}>
      <ul className={styles.list} aria-label={messages.upload.list}>
        {uploads.items.map((item, index) => (
          <UploadTile
            key={item.id}
            item={item}
            index={index + 1}
            onRetry={() => uploads.retry(item.id)}
            onRemove={() => uploads.remove(item.id)}
          />
        ))}
      </ul>
      {failures.length > 0 ? (
        <p className={styles.reason} role="alert">
          {failures.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
