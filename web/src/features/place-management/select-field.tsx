import { useQuery } from '@apollo/client/react';
import {
  useController,
  type Control,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form';
import { FormField, fieldStyles } from '../../components/ui/form-field';
import { OptionList, type Option } from '../../components/ui/value-select';
import * as messages from '../../lib/messages';
import { PlaceCategoriesDocument } from '../../gql/graphql';

interface SelectFieldProps<Values extends FieldValues, Output> {
  label: string;
  control: Control<Values, unknown, Output>;
  /** A field of the form that holds one option's value ('' for none). */
  name: FieldPathByValue<Values, string>;
  options: readonly Option[];
  /** The first, empty choice, when the field may be left empty. */
  notChosen?: string;
  error?: string;
}

/**
 * A labelled select over a form field; "Not chosen" comes first when the field may be empty.
 * The form controls it (useController) rather than registering it: its options often load after
 * the form's values (the catalog's categories), and a registered select keeps the empty choice
 * it had before they came, where a controlled one shows the value as soon as its option exists.
 */
export function SelectField<Values extends FieldValues, Output>({
  label,
  control,
  name,
  options,
  notChosen,
  error,
}: SelectFieldProps<Values, Output>) {
  const { field } = useController({ control, name });
  const value: unknown = field.value;
  return (
    <FormField label={label} error={error}>
      {(aria) => (
        <select
          className={fieldStyles.control}
          {...aria}
          ref={field.ref}
          name={field.name}
          value={typeof value === 'string' ? value : ''}
          disabled={field.disabled}
          onChange={field.onChange}
          onBlur={field.onBlur}
        >
          {notChosen === undefined ? null : <option value="">{notChosen}</option>}
          <OptionList options={options} />
        </select>
      )}
    </FormField>
  );
}

/** The category of a place or chain: any of the catalog's, or none. */
export function CategoryField<Values extends FieldValues, Output>(
  props: Omit<SelectFieldProps<Values, Output>, 'options' | 'notChosen'>,
) {
  const { data } = useQuery(PlaceCategoriesDocument);
  const options = (data?.categories ?? []).map((category): Option => ({
    value: category.id,
    label: category.name,
  }));
  return (
    <SelectField {...props} options={options} notChosen={messages.placeManagement.notChosen} />
  );
}
