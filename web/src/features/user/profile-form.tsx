import { useMutation } from '@apollo/client/react';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import {
  UpdateProfileDocument,
  type ProfileForm_UserFragment,
  type Session_UserFragment,
} from '../../gql/graphql';
import { MULTILINE_MAX_LENGTH } from '../../lib/constants';
import { useServerForm } from '../../lib/infra/form';
import * as messages from '../../lib/messages';
import { useSession } from '../../lib/domain/session';
import { CitySelect } from './city-select';
import { FormError, FormField, InputField, fieldStyles } from '../../components/ui/form-field';
import { AttachImagesButton } from '../../components/upload/attach-images-button';
import { ImageUploadList } from '../../components/upload/image-upload-list';
import { useImageUploads } from '../../lib/infra/upload/use-image-uploads';

/** SPEC section 5: a link must be an http or https URL. */
export function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const citySchema = z.object({ id: z.string(), name: z.string(), latinName: z.string() });

export const profileSchema = z.object({
  firstName: z.string().trim().min(1, messages.profileForm.required),
  secondName: z.string().trim(),
  city: citySchema.nullable(),
  // The textarea's maxLength keeps it within bounds; the server checks again.
  about: z.string(),
  link: z
    .string()
    .trim()
    .refine((value) => value === '' || isWebLink(value), messages.profileForm.invalidLink),
});

type ProfileValues = z.input<typeof profileSchema>;
type FieldName = keyof ProfileValues;

/** The gateway's field names (ProfileInput) mapped to the form's. */
const serverFields: Record<string, FieldName> = {
  firstName: 'firstName',
  secondName: 'secondName',
  cityId: 'city',
  about: 'about',
  link: 'link',
};

interface ProfileFormProps {
  user: ProfileForm_UserFragment;
  /** Called after a successful save, with the saved profile. */
  onSaved(user: Session_UserFragment): void;
  submitLabel?: string;
}

/**
 * Edits first and second name, city, about and link (SPEC section 3). Validates before saving,
 * shows the server's field errors under their fields, keeps what was typed when a save fails, and
 * mirrors the saved profile into the stored account.
 */
export function ProfileForm({ user, onSaved, submitLabel }: ProfileFormProps) {
  const { mirrorUser } = useSession();
  const [updateProfile] = useMutation(UpdateProfileDocument);
  const { form, formError, setFormError, showServerError } = useServerForm(profileSchema, {
    defaultValues: {
      firstName: user.firstName ?? '',
      secondName: user.secondName ?? '',
      city: user.city
        ? { id: user.city.id, name: user.city.name, latinName: user.city.latinName }
        : null,
      about: user.about ?? '',
      link: user.link ?? '',
    },
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const aboutLength = useWatch({ control, name: 'about' }).length;
  // The avatar uploads at once; the profile keeps it on Save (an empty id clears it).
  const avatar = useImageUploads({ max: 1, initial: user.avatar ? [user.avatar] : [] });
  const avatarId = avatar.imageIds[0] ?? '';
  const avatarChanged = avatarId !== (user.avatar?.id ?? '');

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { data } = await updateProfile({
        variables: {
          id: user.id,
          input: {
            firstName: values.firstName,
            secondName: values.secondName,
            cityId: values.city?.id ?? '',
            about: values.about,
            link: values.link,
            ...(avatarChanged ? { avatarId } : {}),
          },
        },
      });
      if (!data) return;
      mirrorUser(data.updateProfile);
      onSaved(data.updateProfile);
    } catch (error) {
      showServerError(error, serverFields);
    }
  });

  return (
    <form className={fieldStyles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className={fieldStyles.field}>
        <span className={fieldStyles.label}>{messages.upload.avatar}</span>
        <ImageUploadList uploads={avatar} />
        <div>
          <AttachImagesButton
            uploads={avatar}
            label={avatar.items.length > 0 ? messages.upload.changeAvatar : messages.upload.add}
            multiple={false}
            replace
          />
        </div>
      </div>
      <InputField
        label={messages.profileForm.firstName}
        error={errors.firstName?.message}
        autoComplete="given-name"
        {...register('firstName')}
      />
      <InputField
        label={messages.profileForm.secondName}
        error={errors.secondName?.message}
        autoComplete="family-name"
        {...register('secondName')}
      />
      <FormField label={messages.profileForm.city} error={errors.city?.message}>
        {(aria) => (
          <Controller
            control={control}
            name="city"
            render={({ field }) => (
              <CitySelect {...aria} value={field.value} onChange={field.onChange} />
            )}
          />
        )}
      </FormField>
      <FormField
        label={messages.profileForm.about}
        error={errors.about?.message}
        counter={messages.profileForm.counter(aboutLength, MULTILINE_MAX_LENGTH)}
      >
        {(control) => (
          <textarea
            className={fieldStyles.control}
            maxLength={MULTILINE_MAX_LENGTH}
            {...control}
            {...register('about')}
          />
        )}
      </FormField>
      <InputField
        label={messages.profileForm.link}
        error={errors.link?.message}
        type="url"
        inputMode="url"
        placeholder={messages.profileForm.linkPlaceholder}
        autoComplete="url"
        {...register('link')}
      />
      <FormError message={formError} />
      <Button type="submit" size="lg" block disabled={isSubmitting || avatar.isUploading}>
        {submitLabel ?? messages.profileForm.save}
      </Button>
    </form>
  );
}
