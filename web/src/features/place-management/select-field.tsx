import { useQuery } from '@apollo/client/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, fieldStyles } from '../../components/ui/form-field';
import { OptionList, type Option } from '../../components/ui/value-select';
import { messages } from '../../lib/messages';
import { PlaceCategoriesQuery } from './place-documents';

interface SelectFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  options: readonly Option[];
  /** The first, empty choice, when the field may be left empty. */
  notChosen?: string;
  error?: string;
}

/** A labelled select over a form field; "Not chosen" comes first when the field may be empty. */
export function SelectField({ label, registration, options, notChosen, error }: SelectFieldProps) {
  return (
    <FormField label={label} error={error}>
      {(aria) => (
        <select className={fieldStyles.control} {...aria} {...registration}>
          {notChosen === undefined ? null : <option value="">{notChosen}</option>}
          <OptionList options={options} />
        </select>
      )}
    </FormField>
  );
}

/** The category of a place or chain: any of the catalog's, or none. */
export function CategoryField(props: Omit<SelectFieldProps, 'options' | 'notChosen'>) {
  const { data } = useQuery(PlaceCategoriesQuery);
  const options = (data?.categories ?? []).map((category): Option => ({
    value: category.id,
    label: category.name,
  }));
  return (
    <SelectField {...props} options={options} notChosen={messages.placeManagement.notChosen} />
  );
}
