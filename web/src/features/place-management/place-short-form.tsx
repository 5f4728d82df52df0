import { useMutation } from '@apollo/client/react';
import { Controller, useWatch } from 'react-hook-form';
import { InputField, fieldStyles } from '../../components/ui/form-field';
import { FormSubmit } from '../../components/ui/form-submit';
import { useServerForm } from '../../lib/infra/form';
import * as messages from '../../lib/messages';
import { CityField } from './city-field';
import { NEW_DRAFT, placeDrafts } from '../../lib/domain/place-draft/drafts';
import { placeFormSchema, placeServerFields } from './place-form-schema';
import {
  emptyPlaceValues,
  type PlaceFormValues,
} from '../../lib/domain/place-draft/place-form-values';
import { placeSave } from '../../lib/domain/place-draft/place-save';
import { PhonesEditor } from './phones-editor';
import { useDraft } from './use-draft';
import { useResolveCity } from './resolve-city';
import { CategoryField } from './select-field';
import { CreatePlaceDocument } from '../../gql/graphql';

const text = messages.placeManagement;

export interface CreatedPlace {
  id: string;
  latinName: string;
  name: string;
}

interface PlaceShortFormProps {
  /** The country a phone starts in (the current city's). */
  phoneCountry: string;
  onCreated(place: CreatedPlace): void;
}

/**
 * The short creation form (SPEC section 5): name, city, category and the first phone. The draft
 * survives a reload and is cleared once the place is created.
 */
export function PlaceShortForm({ phoneCountry, onCreated }: PlaceShortFormProps) {
  const [createPlace] = useMutation(CreatePlaceDocument);
  const resolveCity = useResolveCity();
  const { form, formError, setFormError, showServerError } = useServerForm(placeFormSchema, {
    defaultValues: placeDrafts.load(NEW_DRAFT) ?? emptyPlaceValues(),
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  useDraft(form, placeDrafts, NEW_DRAFT);
  const phones = useWatch({ control, name: 'phones' });

  const onSubmit = handleSubmit(async (values: PlaceFormValues) => {
    setFormError(null);
    try {
      const cityId = await resolveCity(values.city);
      const save = placeSave(values, cityId);
      const { data } = await createPlace({
        variables: {
          input: {
            name: save.name,
            cityId: save.cityId,
            categoryId: save.categoryId,
            phones: save.phones,
          },
        },
      });
      if (!data) return;
      placeDrafts.clear(NEW_DRAFT);
      onCreated(data.createPlace);
    } catch (error) {
      showServerError(error, placeServerFields);
    }
  });

  return (
    <form className={fieldStyles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <InputField label={text.name} error={errors.name?.message} {...register('name')} />
      <Controller
        control={control}
        name="city"
        render={({ field }) => (
          <CityField value={field.value} onChange={field.onChange} error={errors.city?.message} />
        )}
      />
      <CategoryField
        label={text.category}
        control={control}
        name="categoryId"
        error={errors.categoryId?.message}
      />
      <Controller
        control={control}
        name="phones"
        render={({ field }) => (
          <PhonesEditor
            phones={phones}
            onChange={field.onChange}
            errors={[errors.phones?.[0]?.phone?.message]}
            country={phoneCountry}
            firstOnly
          />
        )}
      />
      <FormSubmit error={formError} disabled={isSubmitting}>
        {text.createSubmit}
      </FormSubmit>
    </form>
  );
}
