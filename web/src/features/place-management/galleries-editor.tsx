import { Button } from '../../components/ui/button';
import { fieldStyles } from '../../components/ui/form-field';
import * as messages from '../../lib/messages';
import { isUsablePhoto } from '../../lib/domain/place-draft/place-save';
import type { GalleryValue } from '../../lib/domain/place-draft/place-form-values';
import styles from './place-form.module.css';

const text = messages.placeManagement;

interface GalleriesEditorProps {
  kind: 'album' | 'menu';
  galleries: GalleryValue[];
  onChange(galleries: GalleryValue[]): void;
  /** Opens the gallery's modal (a new one is added to the list first). */
  onEdit(gallery: GalleryValue): void;
  onAdd(): void;
}

/** The place's albums or menus in order, each edited in its modal and removable. */
export function GalleriesEditor({
  kind,
  galleries,
  onChange,
  onEdit,
  onAdd,
}: GalleriesEditorProps) {
  const shown = galleries
    .filter((gallery) => !gallery.isDeleted)
    .sort((a, b) => a.orderNumber - b.orderNumber);
  return (
    <fieldset className={styles.group}>
      <legend className={fieldStyles.label}>{kind === 'album' ? text.albums : text.menus}</legend>
      {shown.map((gallery) => {
        const photos = gallery.photos.filter(isUsablePhoto);
        return (
          <div key={gallery.id} className={styles.item} data-testid={`${kind}-item`}>
            <div className={styles.inline}>
              <strong className={styles.value}>{gallery.title || text.untitled}</strong>
              <span>{text.photoCount(photos.length)}</span>
              <Button variant="secondary" size="sm" onClick={() => onEdit(gallery)}>
                {text.edit}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                onClick={() =>
                  onChange(
                    galleries.map((current) =>
                      current.id === gallery.id ? { ...current, isDeleted: true } : current,
                    ),
                  )
                }
              >
                {text.removeAlbum}
              </Button>
            </div>
            {photos.length > 0 ? (
              <div className={styles.thumbs}>
                {photos.slice(0, 6).map((photo) => (
                  <img key={photo.id} className={styles.thumb} src={photo.thumbnailUrl} alt="" />
                ))}
              </div>
            ) : null}
          </div>
        );
      })}
      <div>
        <Button variant="secondary" size="sm" onClick={onAdd}>
          {kind === 'album' ? text.addAlbum : text.addMenu}
        </Button>
      </div>
    </fieldset>
  );
}
