import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { InputField, fieldStyles } from '../../components/ui/form-field';
import { FormSubmit } from '../../components/ui/form-submit';
import { AttachImagesButton } from '../../components/upload/attach-images-button';
import { ImageUploadList } from '../../components/upload/image-upload-list';
import {
  CreateOrganisationDocument,
  UpdateOrganisationDocument,
  type OrganisationForm_OrganisationFragment,
} from '../../gql/graphql';
import { useActionFailure } from '../../lib/hooks/action-failure';
import { useServerForm } from '../../lib/infra/form';
import * as messages from '../../lib/messages';
import { useImageUploads } from '../../lib/infra/upload/use-image-uploads';
import { CityField } from './city-field';
import {
  NEW_DRAFT,
  organisationDrafts,
  type OrganisationFormValues,
} from '../../lib/domain/place-draft/drafts';
import { photosOf } from './photo-values';
import { useDraft } from './use-draft';
import { useResolveCity } from './resolve-city';
import { CategoryField } from './select-field';

const text = messages.organisationManagement;

const organisationSchema = z
  .custom<OrganisationFormValues>((value) => typeof value === 'object' && value !== null)
  .superRefine((values, context) => {
    if (values.name.trim() === '') {
      context.addIssue({
        code: 'custom',
        path: ['name'],
        message: messages.placeManagement.required,
      });
    }
  });

const serverFields: Record<string, keyof OrganisationFormValues> = {
  name: 'name',
  categoryId: 'categoryId',
  cityId: 'city',
};

function valuesOf(
  organisation: OrganisationForm_OrganisationFragment | null,
): OrganisationFormValues {
  return {
    name: organisation?.name ?? '',
    categoryId: organisation?.category?.id ?? '',
    city: organisation?.city
      ? {
          id: organisation.city.id,
          name: organisation.city.name,
          latinName: organisation.city.latinName,
        }
      : null,
    avatar: organisation?.avatar
      ? { id: organisation.avatar.id, thumbnailUrl: organisation.avatar.thumbnail.url }
      : null,
  };
}

interface OrganisationFormProps {
  /** The chain to edit; null creates one. */
  organisation: OrganisationForm_OrganisationFragment | null;
  onSaved(organisation: OrganisationForm_OrganisationFragment): void;
}

/**
 * A chain's name, category, city and avatar (SPEC section 3, Organisation), kept as a draft per
 * chain until saved (SPEC section 4).
 */
export function OrganisationForm({ organisation, onSaved }: OrganisationFormProps) {
  const draftKey = organisation?.id ?? NEW_DRAFT;
  const [createOrganisation] = useMutation(CreateOrganisationDocument);
  const [updateOrganisation] = useMutation(UpdateOrganisationDocument);
  const resolveCity = useResolveCity();
  const showFailure = useActionFailure();
  const [initial] = useState(() => organisationDrafts.load(draftKey) ?? valuesOf(organisation));
  const avatar = useImageUploads({
    max: 1,
    initial: initial.avatar
      ? [{ id: initial.avatar.id, thumbnail: { url: initial.avatar.thumbnailUrl } }]
      : [],
  });
  const { form, formError, setFormError, showServerError } = useServerForm(organisationSchema, {
    defaultValues: initial,
  });
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  useDraft(form, organisationDrafts, draftKey);

  const onSubmit = handleSubmit(async (values: OrganisationFormValues) => {
    setFormError(null);
    try {
      const cityId = await resolveCity(values.city);
      const input = {
        name: values.name.trim(),
        categoryId: values.categoryId || null,
        ...(cityId ? { cityId } : {}),
        avatarId: avatar.imageIds[0] ?? null,
      };
      const saved = organisation
        ? (await updateOrganisation({ variables: { id: organisation.id, input } })).data
            ?.updateOrganisation
        : (await createOrganisation({ variables: { input } })).data?.createOrganisation;
      if (!saved) return;
      organisationDrafts.clear(draftKey);
      onSaved(saved);
    } catch (error) {
      showServerError(error, serverFields);
      showFailure(error, text.editFailed);
    }
  });

  return (
    <form className={fieldStyles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <InputField label={text.name} error={errors.name?.message} {...register('name')} />
      <CategoryField label={text.category} control={control} name="categoryId" />
      <Controller
        control={control}
        name="city"
        render={({ field }) => (
          <CityField value={field.value} onChange={field.onChange} error={errors.city?.message} />
        )}
      />
      <div className={fieldStyles.field}>
        <span className={fieldStyles.label}>{text.avatar}</span>
        <ImageUploadList uploads={avatar} />
        <div>
          <AttachImagesButton
            uploads={avatar}
            label={messages.upload.add}
            multiple={false}
            replace
          />
        </div>
      </div>
      <FormSubmit
        error={formError}
        disabled={isSubmitting || avatar.isUploading}
        onClick={() =>
          // The avatar is uploaded outside the form; the draft keeps the one chosen.
          setValue('avatar', photosOf(avatar.items)[0] ?? null)
        }
      >
        {organisation ? messages.placeManagement.save : text.createSubmit}
      </FormSubmit>
    </form>
  );
}
