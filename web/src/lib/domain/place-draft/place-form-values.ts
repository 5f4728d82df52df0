import * as messages from '../../messages';

/** A city as the form keeps it (the picker gives it; the id is resolved when it is missing). */
export interface CityValue {
  id: string;
  name: string;
  latinName: string;
}

/** SPEC section 4, Temporary ids: new phones, links, schedules and albums carry one until saved. */
export const TEMPORARY_ID_PREFIX = 'custom_';

let nextTemporaryId = 0;
export function temporaryId(): string {
  nextTemporaryId += 1;
  return `${TEMPORARY_ID_PREFIX}${Date.now().toString(36)}${nextTemporaryId}`;
}

export function isTemporaryId(id: string | null | undefined): boolean {
  return !id || id.startsWith(TEMPORARY_ID_PREFIX);
}

export interface PhoneValue {
  id: string;
  phone: string;
  name: string;
}

export interface LinkValue {
  id: string;
  name: string;
  link: string;
}

export interface ScheduleItemValue {
  /** 1 = Monday ... 7 = Sunday. */
  dayOfWeek: number;
  /** HH:mm; an end earlier than the start means past midnight. */
  startAt: string;
  endAt: string;
}

export interface ScheduleValue {
  id: string;
  name: string;
  isMain: boolean;
  items: ScheduleItemValue[];
  isDeleted?: boolean;
}

/** An image of the form: an uploaded one (with its thumbnail), or one whose upload failed. */
export interface PhotoValue {
  id: string;
  thumbnailUrl: string;
  isDeleted?: boolean;
  /** Set when the upload failed: such an image is never saved. */
  error?: string | null;
}

export interface GalleryValue {
  id: string;
  title: string;
  description: string;
  orderNumber: number;
  photos: PhotoValue[];
  isDeleted?: boolean;
}

export interface LocationValue {
  lat: number;
  lon: number;
  street: string;
  building: string;
}

/**
 * The feature codes the form edits (SPEC section 3, Place features): the ones it has a name for,
 * so the list and its names are one table.
 */
export type FeatureKey = keyof typeof messages.placeManagement.featureNames;
export const FEATURE_KEYS = Object.keys(messages.placeManagement.featureNames) as FeatureKey[];
export type FeatureValues = Record<FeatureKey, number | null>;

export type AverageCheckValue =
  'UP_TO_500' | 'FROM_500_TO_1000' | 'FROM_1000_TO_2000' | 'FROM_2000';
export type PlaceStatusValue = 'OPENED' | 'CLOSED' | 'TEMPORARY_CLOSED';

/** Everything the place form edits, as kept in the form and in its draft. */
export interface PlaceFormValues {
  name: string;
  latinName: string;
  city: CityValue | null;
  categoryId: string;
  subCategoryId: string;
  cuisines: string[];
  organisationId: string;
  status: PlaceStatusValue;
  shortDescription: string;
  description: string;
  phones: PhoneValue[];
  links: LinkValue[];
  schedules: ScheduleValue[];
  features: FeatureValues;
  averageCheck: AverageCheckValue | '';
  dresscodeId: string;
  parkingInfo: string;
  roadInfo: string;
  menuDescription: string;
  galleries: GalleryValue[];
  menus: GalleryValue[];
  avatar: PhotoValue | null;
  logo: PhotoValue | null;
  background: PhotoValue | null;
  location: LocationValue | null;
}

export function emptyFeatures(): FeatureValues {
  return Object.fromEntries(FEATURE_KEYS.map((key) => [key, null])) as FeatureValues;
}

export function newPhone(): PhoneValue {
  return { id: temporaryId(), phone: '', name: '' };
}

export function newLink(): LinkValue {
  return { id: temporaryId(), name: '', link: '' };
}

export function newSchedule(isMain: boolean): ScheduleValue {
  return { id: temporaryId(), name: '', isMain, items: [] };
}

export function emptyPlaceValues(): PlaceFormValues {
  return {
    name: '',
    latinName: '',
    city: null,
    categoryId: '',
    subCategoryId: '',
    cuisines: [],
    organisationId: '',
    status: 'OPENED',
    shortDescription: '',
    description: '',
    phones: [newPhone()],
    links: [],
    schedules: [],
    features: emptyFeatures(),
    averageCheck: '',
    dresscodeId: '',
    parkingInfo: '',
    roadInfo: '',
    menuDescription: '',
    galleries: [],
    menus: [],
    avatar: null,
    logo: null,
    background: null,
    location: null,
  };
}

/** The list with the entry at `index` replaced (the editors' rows change one at a time). */
export function replaceAt<Item>(list: readonly Item[], index: number, item: Item): Item[] {
  return list.map((current, at) => (at === index ? item : current));
}
