import type { PlaceFormValues } from '../../lib/domain/place-draft/place-form-values';

/** The texts of a place page that a preview shows as the pending edit has them. */
export interface PreviewTexts {
  name: string;
  shortDescription: string | null;
  description: string | null;
  parkingInfo: string | null;
  roadInfo: string | null;
  menuDescription: string | null;
}

const orNull = (text: string) => text.trim() || null;

/**
 * The pending edit's texts over the saved place: a blank name keeps the saved one (the form
 * refuses to save it), a blank optional text shows as absent, as it will after saving.
 */
export function previewTexts(values: PlaceFormValues, savedName: string): PreviewTexts {
  return {
    name: values.name.trim() || savedName,
    shortDescription: orNull(values.shortDescription),
    description: orNull(values.description),
    parkingInfo: orNull(values.parkingInfo),
    roadInfo: orNull(values.roadInfo),
    menuDescription: orNull(values.menuDescription),
  };
}
