import { Button } from '../../components/ui/button';
import { fieldStyles } from '../../components/ui/form-field';
import { ModalShell } from '../../components/ui/modal-shell';
import { AttachImagesButton } from '../../components/upload/attach-images-button';
import { ImageUploadList } from '../../components/upload/image-upload-list';
import * as messages from '../../lib/messages';
import { useImageUploads, type ImageUploads } from '../../lib/infra/upload/use-image-uploads';
import type { PhotoValue } from '../../lib/domain/place-draft/place-form-values';
import { imageSetOf, photosOf } from './photo-values';

const text = messages.placeManagement;

export interface PlaceImages {
  avatar: PhotoValue | null;
  logo: PhotoValue | null;
  background: PhotoValue | null;
}

function useSlot(photo: PhotoValue | null) {
  return useImageUploads({ max: 1, initial: photo && !photo.error ? [imageSetOf(photo)] : [] });
}

function Slot({ label, uploads }: { label: string; uploads: ImageUploads }) {
  return (
    <div className={fieldStyles.field}>
      <span className={fieldStyles.label}>{label}</span>
      <ImageUploadList uploads={uploads} />
      <div>
        <AttachImagesButton
          uploads={uploads}
          label={`${messages.upload.add}: ${label}`}
          multiple={false}
          replace
        />
      </div>
    </div>
  );
}

/** `modal=edit_avatar_place`: the place's avatar, logo and background, uploaded at once. */
export function ImagesModal({
  images,
  onDone,
  onClose,
}: {
  images: PlaceImages;
  onDone(images: PlaceImages): void;
  onClose(): void;
}) {
  const avatar = useSlot(images.avatar);
  const logo = useSlot(images.logo);
  const background = useSlot(images.background);
  const busy = avatar.isUploading || logo.isUploading || background.isUploading;
  return (
    <ModalShell title={text.imagesTitle} onClose={onClose} size="md">
      <div className={fieldStyles.form}>
        <Slot label={text.avatar} uploads={avatar} />
        <Slot label={text.logo} uploads={logo} />
        <Slot label={text.background} uploads={background} />
        <Button
          size="lg"
          block
          disabled={busy}
          onClick={() =>
            onDone({
              avatar: photosOf(avatar.items)[0] ?? null,
              logo: photosOf(logo.items)[0] ?? null,
              background: photosOf(background.items)[0] ?? null,
            })
          }
        >
          {text.done}
        </Button>
      </div>
    </ModalShell>
  );
}
