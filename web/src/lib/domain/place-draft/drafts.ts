import { ORGANISATION_DRAFTS_STORAGE_KEY, PLACE_DRAFTS_STORAGE_KEY } from '../../constants';
import { draftStore, readerOf } from '../../infra/draft-store';
import { isRecord } from '../../infra/storage';
import type { PlaceFormValues } from './place-form-values';

/** The draft key of a form: its place or chain id, or 'new' for the creation form. */
export const NEW_DRAFT = 'new';

export interface OrganisationFormValues {
  name: string;
  categoryId: string;
  city: { id: string; name: string; latinName: string } | null;
  avatar: { id: string; thumbnailUrl: string } | null;
}

const blank = (text: unknown) => typeof text !== 'string' || text.trim() === '';

/**
 * SPEC section 4: a place draft is discarded when all its main fields are empty: name, slug,
 * city, category, descriptions, phones and links.
 */
export function isEmptyPlaceDraft(values: PlaceFormValues): boolean {
  return (
    blank(values.name) &&
    blank(values.latinName) &&
    values.city === null &&
    blank(values.categoryId) &&
    blank(values.shortDescription) &&
    blank(values.description) &&
    values.phones.every((phone) => blank(phone.phone)) &&
    values.links.every((link) => blank(link.link))
  );
}

/** SPEC section 4: a chain draft is discarded when its name, category, city and avatar are empty. */
export function isEmptyOrganisationDraft(values: OrganisationFormValues): boolean {
  return (
    blank(values.name) && blank(values.categoryId) && values.city === null && values.avatar === null
  );
}

function isPlaceValues(value: unknown): value is PlaceFormValues {
  return (
    isRecord(value) &&
    typeof value.name === 'string' &&
    typeof value.latinName === 'string' &&
    Array.isArray(value.phones) &&
    Array.isArray(value.links) &&
    Array.isArray(value.schedules) &&
    Array.isArray(value.galleries) &&
    Array.isArray(value.menus) &&
    isRecord(value.features)
  );
}

function isOrganisationValues(value: unknown): value is OrganisationFormValues {
  return isRecord(value) && typeof value.name === 'string' && typeof value.categoryId === 'string';
}

export const placeDrafts = draftStore(PLACE_DRAFTS_STORAGE_KEY, {
  read: readerOf(isPlaceValues),
  isEmpty: isEmptyPlaceDraft,
});
export const organisationDrafts = draftStore(ORGANISATION_DRAFTS_STORAGE_KEY, {
  read: readerOf(isOrganisationValues),
  isEmpty: isEmptyOrganisationDraft,
});
