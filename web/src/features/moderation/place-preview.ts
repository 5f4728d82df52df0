import type { PlaceInput } from '../../gql/graphql';
import type { PlaceFormValues } from '../../lib/domain/place-draft/place-form-values';
import { placeInput, placeSave } from '../../lib/domain/place-draft/place-save';

/** The pending edit as updatePlace takes it: the form's save rules (SPEC section 5). */
export function previewSaveInput(values: PlaceFormValues): PlaceInput {
  return placeInput(placeSave(values, values.city?.id));
}
