import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { FormError, fieldStyles } from '../../components/ui/form-field';
import { PinIcon, StarIcon } from '../../components/ui/icons';
import type { PostType } from '../../gql/graphql';
import { POST_MAX_IMAGES, POST_MAX_LENGTH, POST_RATING } from '../../lib/constants';
import * as messages from '../../lib/messages';
import { useModal } from '../../lib/infra/modal';
import { useRequireLogin } from '../../lib/domain/session';
import { MapModal } from '../../components/map/map-modal';
import type { MapPoint } from '../../components/map/map-view';
import { AttachImagesButton } from '../../components/upload/attach-images-button';
import { ImageUploadList } from '../../components/upload/image-upload-list';
import { useImageUploads } from '../../lib/infra/upload/use-image-uploads';
import { useLocationText } from '../../lib/domain/nearest-place';
import type { PostDraft } from './drafts';
import { LabelledField } from './labelled-field';
import styles from './post-editor.module.css';

/** What a save sends (the page turns it into createPost or editPost). */
export interface PostFormValues {
  text: string;
  rating: number;
  imageIds: string[];
  location: MapPoint | null;
  byOutlet: boolean;
}

export interface PostFormCity {
  name: string;
  latinName: string;
  lat: number;
  lon: number;
}

interface PostFormProps {
  type: PostType;
  editing: boolean;
  /** Where the form starts: a stored draft, the post being edited, or nothing. */
  initial: PostDraft;
  /** The place or chain line above the text (choose, change, remove), if any. */
  outletRow?: ReactNode;
  /** The place or chain one may publish as; the switch shows when set. */
  actingOutletName?: string | null;
  /** The city an impression's location is picked in. */
  city: PostFormCity | null;
  submitLabel: string;
  /** Kept after every change (drafts of new posts). */
  onDraftChange?(draft: PostDraft): void;
  /** Resolves when saved; a rejection keeps everything typed (the page shows why). */
  onSubmit(values: PostFormValues): Promise<void>;
  /** A message from the last failed save, shown above the button. */
  error?: string | null;
}

function Rating({ value, onChange }: { value: number; onChange(value: number): void }) {
  const name = useId();
  const values = Array.from(
    { length: POST_RATING.max - POST_RATING.min + 1 },
    (_, index) => POST_RATING.min + index,
  );
  return (
    <fieldset className={styles.fieldset}>
      <legend className={fieldStyles.label}>{messages.postEditor.rating}</legend>
      <div className={styles.stars}>
        {values.map((star) => (
          <label key={star} className={styles.star} data-on={star <= value || undefined}>
            <input
              type="radio"
              className="visually-hidden"
              name={name}
              value={star}
              checked={star === value}
              onChange={() => onChange(star)}
            />
            <StarIcon size={28} />
            <span className="visually-hidden">{messages.postEditor.ratingValue(star)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function ActingAs({
  outletName,
  byOutlet,
  onChange,
}: {
  outletName: string;
  byOutlet: boolean;
  onChange(byOutlet: boolean): void;
}) {
  const name = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={fieldStyles.label}>{messages.postEditor.actingAs}</legend>
      <div className={styles.segments}>
        {[
          { value: false, label: messages.postEditor.personal },
          { value: true, label: outletName },
        ].map((option) => (
          <label key={String(option.value)} className={styles.segment}>
            <input
              type="radio"
              name={name}
              checked={byOutlet === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The post form shared by create and edit: the type, rating for reviews (1-5, default 3), the
 * text with its counter, images with progress and retry, a free location on the map for
 * impressions, and the acting identity switch for news by those with access. A failed save keeps
 * everything as typed.
 */
export function PostForm({
  type,
  editing,
  initial,
  outletRow,
  actingOutletName,
  city,
  submitLabel,
  onDraftChange,
  onSubmit,
  error,
}: PostFormProps) {
  const [text, setText] = useState(initial.text);
  const [rating, setRating] = useState(initial.rating);
  const [location, setLocation] = useState<MapPoint | null>(initial.location);
  const locationName = useLocationText(
    location && city ? { ...location, city: city.latinName, cityName: city.name } : null,
  ).text;
  const [byOutlet, setByOutlet] = useState(initial.byOutlet);
  const [submitting, setSubmitting] = useState(false);
  const [emptyTried, setEmptyTried] = useState(false);
  const uploads = useImageUploads({ max: POST_MAX_IMAGES, initial: initial.imageSets });
  const { modal, openModal, closeModal } = useModal();
  const requireLogin = useRequireLogin();
  const textId = useId();
  const showActing = Boolean(actingOutletName);
  const actingAsOutlet = showActing && byOutlet;

  const uploaded = useMemo(
    () => uploads.items.flatMap((item) => (item.imageSet ? [item.imageSet] : [])),
    [uploads.items],
  );
  const empty = text.trim() === '' && uploads.imageIds.length === 0;

  useEffect(() => {
    onDraftChange?.({ text, rating, imageSets: uploaded, location, byOutlet: actingAsOutlet });
  }, [text, rating, uploaded, location, actingAsOutlet, onDraftChange]);

  const submit = () =>
    requireLogin(() => {
      if (empty) {
        setEmptyTried(true);
        return;
      }
      setSubmitting(true);
      onSubmit({
        text: text.trim(),
        rating,
        imageIds: uploads.imageIds,
        location,
        byOutlet: actingAsOutlet,
      })
        .catch(() => undefined)
        .finally(() => setSubmitting(false));
    });

  return (
    <form
      className={fieldStyles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className={styles.type}>
        <span className={fieldStyles.label}>{messages.postEditor.typeLabel}</span>
        <span className={styles.badge} data-type={type}>
          {messages.postEditor.types[type]}
        </span>
      </p>
      {outletRow}
      {showActing && actingOutletName ? (
        <ActingAs outletName={actingOutletName} byOutlet={byOutlet} onChange={setByOutlet} />
      ) : null}
      {type === 'REVIEW' ? <Rating value={rating} onChange={setRating} /> : null}
      <LabelledField id={textId} label={messages.postEditor.text}>
        <textarea
          id={textId}
          className={`${fieldStyles.control} ${styles.text}`}
          placeholder={messages.postEditor.textPlaceholder}
          maxLength={POST_MAX_LENGTH}
          value={text}
          aria-invalid={emptyTried && empty}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
          }}
        />
        <div className={fieldStyles.hint}>
          {emptyTried && empty ? (
            <p className={fieldStyles.error} role="alert">
              {messages.postEditor.empty}
            </p>
          ) : (
            <span />
          )}
          <span className={fieldStyles.counter}>
            {messages.postEditor.counter(text.length, POST_MAX_LENGTH)}
          </span>
        </div>
      </LabelledField>
      <div className={styles.field}>
        <ImageUploadList uploads={uploads} />
        <div className={styles.row}>
          <AttachImagesButton uploads={uploads} />
        </div>
      </div>
      {type === 'IMPRESSION' && city ? (
        <div className={styles.field}>
          <span className={fieldStyles.label}>{messages.postEditor.location}</span>
          <div className={styles.row}>
            {location ? (
              <span className={styles.location}>
                <PinIcon size={18} />
                {locationName ?? messages.location.finding}
              </span>
            ) : null}
            <Button variant="secondary" size="sm" onClick={() => openModal('map_modal')}>
              {location ? messages.postEditor.changeLocation : messages.postEditor.chooseLocation}
            </Button>
            {location && !editing ? (
              <Button variant="ghost" size="sm" onClick={() => setLocation(null)}>
                {messages.postEditor.removeLocation}
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
      <FormError message={error} />
      <Button
        type="submit"
        size="lg"
        block
        disabled={submitting || uploads.isUploading}
        title={uploads.isUploading ? messages.postEditor.waitForImages : undefined}
      >
        {submitLabel}
      </Button>
      {modal === 'map_modal' && city ? (
        <MapModal
          cityName={city.name}
          center={location ?? { lat: city.lat, lon: city.lon }}
          point={location}
          editable
          onPick={setLocation}
          caption={
            location ? (locationName ?? messages.location.finding) : messages.postEditor.pickHint
          }
          onDone={closeModal}
          onClose={closeModal}
        />
      ) : null}
    </form>
  );
}
