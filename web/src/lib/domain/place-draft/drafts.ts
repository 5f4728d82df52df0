import { ORGANISATION_DRAFTS_STORAGE_KEY, PLACE_DRAFTS_STORAGE_KEY } from '../../constants';
import { readStored, writeStored } from '../../infra/storage';
import type { PlaceFormValues } from './place-form-values';

/** The draft key of a form: its place or chain id, or 'new' for the creation form. */
export const NEW_DRAFT = 'new';

export interface OrganisationFormValues {
  name: string;
  categoryId: string;
  city: { id: string; name: string; latinName: string } | null;
  avatar: { id: string; thumbnailUrl: string } | null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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

/**
 * One kind of draft (place or chain) kept in local storage as `{ [key]: values }`. A stored value
 * that another version of the app wrote, and that lacks what the form needs, is dropped.
 */
export interface DraftStore<Values> {
  load(key: string): Values | null;
  save(key: string, values: Values): void;
  clear(key: string): void;
}

export function parseDrafts<Values>(
  raw: string | null,
  isValues: (value: unknown) => value is Values,
  isEmpty: (values: Values) => boolean,
): Record<string, Values> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isObject(parsed)) return {};
    const drafts: Record<string, Values> = {};
    for (const [key, value] of Object.entries(parsed)) {
      if (isValues(value) && !isEmpty(value)) drafts[key] = value;
    }
    return drafts;
  } catch {
    return {};
  }
}

/** Keeps `values` under `key`, or drops the key when they are empty. */
export function withDraft<Values>(
  drafts: Record<string, Values>,
  key: string,
  values: Values | null,
  isEmpty: (values: Values) => boolean,
): Record<string, Values> {
  const { [key]: _dropped, ...rest } = drafts;
  return values === null || isEmpty(values) ? rest : { ...rest, [key]: values };
}

export function draftStore<Values>(
  storageKey: string,
  isValues: (value: unknown) => value is Values,
  isEmpty: (values: Values) => boolean,
): DraftStore<Values> {
  const stored = () => parseDrafts(readStored(storageKey), isValues, isEmpty);
  const store = (drafts: Record<string, Values>) =>
    writeStored(storageKey, Object.keys(drafts).length === 0 ? null : JSON.stringify(drafts));
  return {
    load: (key) => stored()[key] ?? null,
    save: (key, values) => store(withDraft(stored(), key, values, isEmpty)),
    clear: (key) => store(withDraft(stored(), key, null, isEmpty)),
  };
}

function isPlaceValues(value: unknown): value is PlaceFormValues {
  return (
    isObject(value) &&
    typeof value.name === 'string' &&
    typeof value.latinName === 'string' &&
    Array.isArray(value.phones) &&
    Array.isArray(value.links) &&
    Array.isArray(value.schedules) &&
    Array.isArray(value.galleries) &&
    Array.isArray(value.menus) &&
    isObject(value.features)
  );
}

function isOrganisationValues(value: unknown): value is OrganisationFormValues {
  return isObject(value) && typeof value.name === 'string' && typeof value.categoryId === 'string';
}

export const placeDrafts = draftStore(PLACE_DRAFTS_STORAGE_KEY, isPlaceValues, isEmptyPlaceDraft);
export const organisationDrafts = draftStore(
  ORGANISATION_DRAFTS_STORAGE_KEY,
  isOrganisationValues,
  isEmptyOrganisationDraft,
);
