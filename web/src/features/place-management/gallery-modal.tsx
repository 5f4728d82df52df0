import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { fieldStyles, FormField, InputField } from '../../components/ui/form-field';
import { ModalShell } from '../../components/ui/modal-shell';
import { AttachImagesButton } from '../../components/upload/attach-images-button';
import { ImageUploadList } from '../../components/upload/image-upload-list';
import * as messages from '../../lib/messages';
import { useImageUploads } from '../../lib/infra/upload/use-image-uploads';
import type { GalleryValue } from '../../lib/domain/place-draft/place-form-values';
import { imageSetOf, photosOf } from './photo-values';

const text = messages.placeManagement;
/** How many photos one album or menu takes (the api's limit per gallery). */
const GALLERY_MAX_PHOTOS = 50;

interface GalleryModalProps {
  kind: 'album' | 'menu';
  gallery: GalleryValue;
  onDone(gallery: GalleryValue): void;
  onClose(): void;
}

/**
 * `modal=edit_album_place` or `edit_menu_place` (`modal_id` the gallery's id): its title,
 * description, order number and photos, uploaded at once. Done hands them back to the place form,
 * which saves them with the place.
 */
export function GalleryModal({ kind, gallery, onDone, onClose }: GalleryModalProps) {
  const [title, setTitle] = useState(gallery.title);
  const [description, setDescription] = useState(gallery.description);
  const [orderNumber, setOrderNumber] = useState(gallery.orderNumber);
  const uploads = useImageUploads({
    max: GALLERY_MAX_PHOTOS,
    initial: gallery.photos.filter((photo) => !photo.error && !photo.isDeleted).map(imageSetOf),
  });
  return (
    <ModalShell
      title={kind === 'album' ? text.editAlbum : text.editMenu}
      onClose={onClose}
      size="md"
    >
      <div className={fieldStyles.form}>
        <InputField
          label={text.albumTitle}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <FormField label={text.albumDescription}>
          {(control) => (
            <textarea
              className={fieldStyles.control}
              {...control}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
            />
          )}
        </FormField>
        <InputField
          label={text.orderNumber}
          type="number"
          min={0}
          value={orderNumber}
          onChange={(event) => setOrderNumber(Math.max(0, Number(event.target.value) || 0))}
        />
        <ImageUploadList uploads={uploads} />
        <div>
          <AttachImagesButton uploads={uploads} label={messages.upload.add} />
        </div>
        <Button
          size="lg"
          block
          disabled={uploads.isUploading}
          onClick={() =>
            onDone({ ...gallery, title, description, orderNumber, photos: photosOf(uploads.items) })
          }
        >
          {text.done}
        </Button>
      </div>
    </ModalShell>
  );
}
