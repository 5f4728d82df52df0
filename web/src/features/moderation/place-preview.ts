import type { PlaceInput } from '../../gql/graphql';
import type { PlaceFormValues } from '../place-management/place-form-values';
import { placeInput, placeSave } from '../place-management/place-save';

/** The pending edit as updatePlace takes it: the form's save rules (SPEC section 5). */
export function previewSaveInput(values: PlaceFormValues): PlaceInput {
  return placeInput(placeSave(values, values.city?.id));
}
