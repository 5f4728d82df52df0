import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Controller, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { MapModal } from '../../components/map/map-modal';
import { Button, ButtonLink } from '../../components/ui/button';
import { FormField, InputField, fieldStyles } from '../../components/ui/form-field';
import { FormSubmit } from '../../components/ui/form-submit';
import {
  PlaceCatalogDocument,
  UpdatePlaceDocument,
  type PlaceForm_PlaceFragment,
} from '../../gql/graphql';
import { useActionFailure } from '../../lib/hooks/action-failure';
import { PREVIEW_PARAM } from '../../lib/constants';
import { useServerForm } from '../../lib/infra/form';
import * as messages from '../../lib/messages';
import { useModal } from '../../lib/infra/modal';
import { paths } from '../../lib/paths';
import { useSnackbar } from '../../lib/hooks/snackbar';
import { CityField } from './city-field';
import { placeDrafts } from '../../lib/domain/place-draft/drafts';
import { FeaturesEditor } from './features-editor';
import { GalleriesEditor } from './galleries-editor';
import { GalleryModal } from './gallery-modal';
import { ImagesModal } from './images-modal';
import { LinksEditor } from './links-editor';
import { OrganisationSelect } from './organisation-select';
import { PhonesEditor } from './phones-editor';
import { placeFormSchema, placeServerFields } from './place-form-schema';
import {
  temporaryId,
  type GalleryValue,
  type PhotoValue,
  type PlaceFormValues,
} from '../../lib/domain/place-draft/place-form-values';
import { placeInput, placeSave } from '../../lib/domain/place-draft/place-save';
import { placeValuesFrom } from './place-values-from';
import { SchedulesEditor } from './schedules-editor';
import { OptionList, labelledOptions, type Option } from '../../components/ui/value-select';
import { SelectField } from './select-field';
import { useDraft } from './use-draft';
import { useResolveCity } from './resolve-city';
import styles from './place-form.module.css';

const text = messages.placeManagement;
const averageChecks = labelledOptions(messages.averageCheck);
const statuses = labelledOptions(text.statuses);
/** The place's fields chosen from a list that may be left empty. */
type OptionalChoice = 'categoryId' | 'subCategoryId' | 'averageCheck' | 'dresscodeId';
/** The place's albums and menus: how each list shows, and the modal that edits one of it. */
const GALLERY_KINDS = {
  galleries: { look: 'album', modal: 'edit_album_place' },
  menus: { look: 'menu', modal: 'edit_menu_place' },
} as const;
type GalleryField = keyof typeof GALLERY_KINDS;
/** The two typed parts of the address next to the point on the map. */
const addressParts = ['street', 'building'] as const;

/** A labelled multiline text over a form field. */
function TextareaField({
  label,
  registration,
}: {
  label: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <FormField label={label}>
      {(aria) => <textarea className={fieldStyles.control} {...aria} {...registration} />}
    </FormField>
  );
}

function Thumb({ photo, label }: { photo: PhotoValue | null; label: string }) {
  return (
    <div className={fieldStyles.field}>
      <span className={fieldStyles.label}>{label}</span>
      {photo && !photo.error && !photo.isDeleted ? (
        <img className={styles.thumb} src={photo.thumbnailUrl} alt={label} />
      ) : (
        <span className={fieldStyles.help}>{text.notChosen}</span>
      )}
    </div>
  );
}

interface PlaceEditFormProps {
  place: PlaceForm_PlaceFragment;
  /** The country a new phone starts in. */
  phoneCountry: string;
  onSaved(place: PlaceForm_PlaceFragment): void;
}

/**
 * Every field of a place (SPEC section 3), saved by the rules of SPEC section 5. What is typed is
 * kept as a draft until it is saved (SPEC section 4), and a failed save keeps it all.
 */
export function PlaceEditForm({ place, phoneCountry, onSaved }: PlaceEditFormProps) {
  const { data: catalog } = useQuery(PlaceCatalogDocument);
  const categoryOptions = (catalog?.categories ?? []).map((category): Option => ({
    value: category.id,
    label: category.name,
  }));
  const dresscodeOptions = (catalog?.dresscodes ?? []).map((dresscode): Option => ({
    value: dresscode.id,
    label: dresscode.title,
  }));
  const cuisineOptions = (catalog?.cuisines ?? []).map((cuisine): Option => ({
    value: cuisine.value,
    label: cuisine.label,
  }));
  const [updatePlace] = useMutation(UpdatePlaceDocument);
  const resolveCity = useResolveCity();
  const { showSnackbar } = useSnackbar();
  const showFailure = useActionFailure();
  const { modal, modalId, openModal, closeModal } = useModal();
  const [draft] = useState(() => placeDrafts.load(place.id));
  const [draftShown, setDraftShown] = useState(draft !== null);
  const { form, formError, setFormError, showServerError } = useServerForm(placeFormSchema, {
    defaultValues: draft ?? placeValuesFrom(place),
  });
  const {
    register,
    control,
    handleSubmit,
    setValue,
    reset,
    formState: { errors, isSubmitting, isSubmitted },
  } = form;
  useDraft(form, placeDrafts, place.id);
  const values = useWatch({ control }) as PlaceFormValues;

  const change = <Name extends keyof PlaceFormValues>(name: Name, value: PlaceFormValues[Name]) =>
    // Every edit counts (the draft keeps it); after a failed submit, messages follow the rules.
    setValue(name, value as never, { shouldDirty: true, shouldValidate: isSubmitted });

  const addGallery = (kind: GalleryField) => {
    const list = values[kind];
    const gallery: GalleryValue = {
      id: temporaryId(),
      title: '',
      description: '',
      orderNumber: list.reduce((max, item) => Math.max(max, item.orderNumber + 1), 0),
      photos: [],
    };
    change(kind, [...list, gallery]);
    openModal(GALLERY_KINDS[kind].modal, gallery.id);
  };
  const galleriesEditor = (kind: GalleryField) => (
    <GalleriesEditor
      kind={GALLERY_KINDS[kind].look}
      galleries={values[kind]}
      onChange={(galleries) => change(kind, galleries)}
      onEdit={(gallery) => openModal(GALLERY_KINDS[kind].modal, gallery.id)}
      onAdd={() => addGallery(kind)}
    />
  );
  const galleryKind = modal === 'edit_album_place' ? 'galleries' : 'menus';
  const editedGallery =
    (modal === 'edit_album_place' || modal === 'edit_menu_place') && modalId
      ? values[galleryKind].find((gallery) => gallery.id === modalId)
      : undefined;

  const onSubmit = handleSubmit(async (submitted: PlaceFormValues) => {
    setFormError(null);
    try {
      const cityId = await resolveCity(submitted.city);
      const { status, ...rest } = placeInput(placeSave(submitted, cityId));
      // A deleted place comes back only through Recover, never as a side effect of a save.
      const input = place.isDeleted ? rest : { ...rest, status };
      const { data } = await updatePlace({ variables: { id: place.id, input } });
      if (!data) return;
      placeDrafts.clear(place.id);
      setDraftShown(false);
      reset(placeValuesFrom(data.updatePlace));
      showSnackbar(text.edited);
      onSaved(data.updatePlace);
    } catch (error) {
      // Nothing typed is lost: the form keeps its values, and the draft keeps them too.
      showServerError(error, placeServerFields);
      showFailure(error, text.editFailed);
    }
  });

  /** A select of the place that may be left "Not chosen". */
  const optionalSelect = (label: string, name: OptionalChoice, options: readonly Option[]) => (
    <SelectField
      label={label}
      control={control}
      name={name}
      options={options}
      notChosen={text.notChosen}
    />
  );

  const center =
    values.location ??
    (place.city ? { lat: place.city.lat, lon: place.city.lon } : { lat: 0, lon: 0 });

  return (
    <form className={fieldStyles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      {draftShown ? (
        <div className={styles.inline} role="status">
          <span className={styles.value}>{text.draftRestored}</span>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              placeDrafts.clear(place.id);
              reset(placeValuesFrom(place));
              setDraftShown(false);
            }}
          >
            {text.discardDraft}
          </Button>
        </div>
      ) : null}
      <InputField label={text.name} error={errors.name?.message} {...register('name')} />
      <InputField
        label={text.latinName}
        hint={text.latinNameHint}
        error={errors.latinName?.message}
        placeholder={place.id}
        {...register('latinName')}
      />
      <Controller
        control={control}
        name="city"
        render={({ field }) => (
          <CityField value={field.value} onChange={field.onChange} error={errors.city?.message} />
        )}
      />
      {optionalSelect(text.category, 'categoryId', categoryOptions)}
      {optionalSelect(text.subCategory, 'subCategoryId', categoryOptions)}
      <FormField label={text.cuisines}>
        {(aria) => (
          <select
            className={fieldStyles.control}
            multiple
            {...aria}
            value={values.cuisines}
            onChange={(event) =>
              change(
                'cuisines',
                Array.from(event.target.selectedOptions, (option) => option.value),
              )
            }
          >
            <OptionList options={cuisineOptions} />
          </select>
        )}
      </FormField>
      <FormField label={text.organisation}>
        {(aria) => (
          <OrganisationSelect
            {...aria}
            value={values.organisationId}
            current={place.organisation}
            onChange={(id) => change('organisationId', id)}
          />
        )}
      </FormField>
      <SelectField label={text.status} control={control} name="status" options={statuses} />
      <TextareaField label={text.shortDescription} registration={register('shortDescription')} />
      <TextareaField label={text.description} registration={register('description')} />
      <PhonesEditor
        phones={values.phones}
        onChange={(phones) => change('phones', phones)}
        errors={(values.phones ?? []).map((_, index) => errors.phones?.[index]?.phone?.message)}
        country={phoneCountry}
      />
      <LinksEditor links={values.links} onChange={(links) => change('links', links)} />
      <SchedulesEditor
        schedules={values.schedules}
        onChange={(schedules) => change('schedules', schedules)}
      />
      <FeaturesEditor
        features={values.features}
        onChange={(features) => change('features', features)}
      />
      {optionalSelect(text.averageCheck, 'averageCheck', averageChecks)}
      {optionalSelect(text.dresscode, 'dresscodeId', dresscodeOptions)}
      <TextareaField label={text.parkingInfo} registration={register('parkingInfo')} />
      <TextareaField label={text.roadInfo} registration={register('roadInfo')} />
      <fieldset className={styles.group}>
        <legend className={fieldStyles.label}>{text.images}</legend>
        <div className={styles.inline}>
          <Thumb photo={values.avatar} label={text.avatar} />
          <Thumb photo={values.logo} label={text.logo} />
          <Thumb photo={values.background} label={text.background} />
        </div>
        <div>
          <Button variant="secondary" size="sm" onClick={() => openModal('edit_avatar_place')}>
            {text.changeImages}
          </Button>
        </div>
      </fieldset>
      {galleriesEditor('galleries')}
      <FormField label={text.menuDescription}>
        {(aria) => (
          <textarea className={fieldStyles.control} {...aria} {...register('menuDescription')} />
        )}
      </FormField>
      {galleriesEditor('menus')}
      <fieldset className={styles.group}>
        <legend className={fieldStyles.label}>{text.location}</legend>
        <div className={styles.inline}>
          <span className={styles.value} data-testid="place-location">
            {values.location
              ? text.coordinates(values.location.lat, values.location.lon)
              : text.noLocation}
          </span>
          <Button variant="secondary" size="sm" onClick={() => openModal('map_modal')}>
            {text.pickOnMap}
          </Button>
        </div>
        {values.location ? (
          <div className={styles.inline}>
            {addressParts.map((part) => (
              <input
                key={part}
                className={fieldStyles.control}
                aria-label={text[part]}
                placeholder={text[part]}
                value={values.location?.[part] ?? ''}
                onChange={(event) =>
                  values.location &&
                  change('location', { ...values.location, [part]: event.target.value })
                }
              />
            ))}
          </div>
        ) : null}
      </fieldset>
      <FormSubmit error={formError} disabled={isSubmitting}>
        {text.save}
      </FormSubmit>
      {/* The preview shows the draft, which every edit above keeps (SPEC section 2, mode bar). */}
      <ButtonLink
        variant="secondary"
        size="lg"
        block
        to={`${paths.place.getHref(place.latinName)}?${PREVIEW_PARAM}=1`}
      >
        {messages.moderation.preview}
      </ButtonLink>

      {editedGallery ? (
        <GalleryModal
          key={editedGallery.id}
          kind={GALLERY_KINDS[galleryKind].look}
          gallery={editedGallery}
          onClose={closeModal}
          onDone={(gallery) => {
            change(
              galleryKind,
              values[galleryKind].map((current) => (current.id === gallery.id ? gallery : current)),
            );
            closeModal();
          }}
        />
      ) : null}
      {modal === 'edit_avatar_place' ? (
        <ImagesModal
          images={{ avatar: values.avatar, logo: values.logo, background: values.background }}
          onClose={closeModal}
          onDone={(images) => {
            change('avatar', images.avatar);
            change('logo', images.logo);
            change('background', images.background);
            closeModal();
          }}
        />
      ) : null}
      {modal === 'map_modal' ? (
        <MapModal
          cityName={values.city?.name ?? place.city?.name ?? ''}
          center={center}
          point={values.location}
          pointTitle={values.name}
          editable
          onPick={(point) =>
            change('location', {
              street: values.location?.street ?? '',
              building: values.location?.building ?? '',
              lat: point.lat,
              lon: point.lon,
            })
          }
          onDone={closeModal}
          onClose={closeModal}
        />
      ) : null}
    </form>
  );
}
