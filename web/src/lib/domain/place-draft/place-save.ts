import type { PlaceInput } from '../../../gql/graphql';
import { DEFAULT_SMOKE_ZONE } from '../../constants';
import {
  FEATURE_KEYS,
  isTemporaryId,
  type FeatureValues,
  type GalleryValue,
  type LinkValue,
  type PhoneValue,
  type PhotoValue,
  type PlaceFormValues,
  type ScheduleValue,
} from './place-form-values';

/** A gallery as it is saved: usable photos only, counted and renumbered. */
export interface SavedGallery {
  id?: string;
  title: string;
  description: string;
  orderNumber: number;
  photosCount: number;
  photoIds: string[];
}

/** The place as the save sends it (the gateway's PlaceInput, field for field). */
export interface PlaceSave {
  name: string;
  latinName?: string;
  cityId?: string;
  categoryId?: string | null;
  subCategoryId: string | null;
  cuisines: string[];
  organisationId: string | null;
  status: PlaceFormValues['status'];
  shortDescription: string;
  description: string;
  phones: { id?: string; phone: string; name: string }[];
  links: { id?: string; name: string; link: string }[];
  schedules: {
    id?: string;
    name: string;
    isMain: boolean;
    items: ScheduleValue['items'];
  }[];
  features: Record<string, number | null>;
  averageCheck: Exclude<PlaceFormValues['averageCheck'], ''> | null;
  dresscodeId: string | null;
  parkingInfo: string;
  roadInfo: string;
  menuDescription: string;
  galleries: SavedGallery[];
  menus: SavedGallery[];
  avatarId: string | null;
  logoId: string | null;
  backgroundId: string | null;
  location: { lat: number; lon: number; street: string; building: string } | null;
}

/** A temporary id is never sent (SPEC section 4): the item is new to the server. */
function savedId(id: string): { id?: string } {
  return isTemporaryId(id) ? {} : { id };
}

/** SPEC section 5: an image marked deleted or whose upload failed is dropped. */
export function isUsablePhoto(photo: PhotoValue | null | undefined): photo is PhotoValue {
  return Boolean(photo && !photo.isDeleted && !photo.error && photo.id);
}

/** SPEC section 5: empty phones are removed. */
export function savedPhones(phones: readonly PhoneValue[]): PlaceSave['phones'] {
  return phones
    .filter((phone) => phone.phone.trim() !== '')
    .map((phone) => ({ ...savedId(phone.id), phone: phone.phone.trim(), name: phone.name.trim() }));
}

/** SPEC section 5: empty links are removed. */
export function savedLinks(links: readonly LinkValue[]): PlaceSave['links'] {
  return links
    .filter((link) => link.link.trim() !== '')
    .map((link) => ({ ...savedId(link.id), name: link.name.trim(), link: link.link.trim() }));
}

/**
 * SPEC section 4: a schedule is dropped when deleted, without items, or with neither a name nor
 * the main flag.
 */
export function savedSchedules(schedules: readonly ScheduleValue[]): PlaceSave['schedules'] {
  return schedules
    .filter(
      (schedule) =>
        !schedule.isDeleted &&
        schedule.items.length > 0 &&
        (schedule.name.trim() !== '' || schedule.isMain),
    )
    .map((schedule) => ({
      ...savedId(schedule.id),
      name: schedule.name.trim(),
      isMain: schedule.isMain,
      items: schedule.items.map(({ dayOfWeek, startAt, endAt }) => ({ dayOfWeek, startAt, endAt })),
    }));
}

/**
 * SPEC section 5: an album (or menu) is kept only with a title and at least one usable photo;
 * photosCount is its usable photos; the kept ones are renumbered by orderNumber from 0.
 */
export function savedGalleries(galleries: readonly GalleryValue[]): SavedGallery[] {
  return galleries
    .filter((gallery) => !gallery.isDeleted)
    .map((gallery) => ({ gallery, photos: gallery.photos.filter(isUsablePhoto) }))
    .filter(({ gallery, photos }) => gallery.title.trim() !== '' && photos.length > 0)
    .sort((a, b) => a.gallery.orderNumber - b.gallery.orderNumber)
    .map(({ gallery, photos }, index) => ({
      ...savedId(gallery.id),
      title: gallery.title.trim(),
      description: gallery.description.trim(),
      orderNumber: index,
      photosCount: photos.length,
      photoIds: photos.map((photo) => photo.id),
    }));
}

/** SPEC sections 5 and 9: smokezone is sent with a default of 2. */
export function savedFeatures(features: FeatureValues): PlaceSave['features'] {
  const saved: Record<string, number | null> = {};
  for (const key of FEATURE_KEYS) saved[key] = features[key];
  saved.smokeZone ??= DEFAULT_SMOKE_ZONE;
  return saved;
}

/** The place form's values as the save sends them, by the save rules of SPEC section 5. */
export function placeSave(values: PlaceFormValues, cityId: string | undefined): PlaceSave {
  const image = (photo: PhotoValue | null) => (isUsablePhoto(photo) ? photo.id : null);
  return {
    name: values.name.trim(),
    ...(values.latinName.trim() ? { latinName: values.latinName.trim() } : {}),
    ...(cityId ? { cityId } : {}),
    categoryId: values.categoryId || null,
    subCategoryId: values.subCategoryId || null,
    cuisines: values.cuisines,
    organisationId: values.organisationId || null,
    status: values.status,
    shortDescription: values.shortDescription.trim(),
    description: values.description.trim(),
    phones: savedPhones(values.phones),
    links: savedLinks(values.links),
    schedules: savedSchedules(values.schedules),
    features: savedFeatures(values.features),
    averageCheck: values.averageCheck || null,
    dresscodeId: values.dresscodeId || null,
    parkingInfo: values.parkingInfo.trim(),
    roadInfo: values.roadInfo.trim(),
    menuDescription: values.menuDescription.trim(),
    galleries: savedGalleries(values.galleries),
    menus: savedGalleries(values.menus),
    avatarId: image(values.avatar),
    logoId: image(values.logo),
    backgroundId: image(values.background),
    location: values.location
      ? {
          lat: values.location.lat,
          lon: values.location.lon,
          street: values.location.street.trim(),
          building: values.location.building.trim(),
        }
      : null,
  };
}

/** The save in the gateway's terms: photosCount is the server's to count again. */
export function placeInput(save: PlaceSave): PlaceInput {
  const gallery = ({ photosCount: _count, ...rest }: SavedGallery) => rest;
  return { ...save, galleries: save.galleries.map(gallery), menus: save.menus.map(gallery) };
}
