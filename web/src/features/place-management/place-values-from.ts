import type { PlaceForm_GalleryFragment, PlaceForm_PlaceFragment } from '../../gql/graphql';
import {
  emptyFeatures,
  FEATURE_KEYS,
  newPhone,
  type GalleryValue,
  type PhotoValue,
  type PlaceFormValues,
  type PlaceStatusValue,
} from '../../lib/domain/place-draft/place-form-values';

function photo(
  image: { id: string; thumbnail: { url: string } } | null | undefined,
): PhotoValue | null {
  return image ? { id: image.id, thumbnailUrl: image.thumbnail.url } : null;
}

function gallery(value: PlaceForm_GalleryFragment): GalleryValue {
  return {
    id: value.id,
    title: value.title,
    description: value.description ?? '',
    orderNumber: value.orderNumber,
    photos: value.photos.map((image) => ({ id: image.id, thumbnailUrl: image.thumbnail.url })),
  };
}

/** A saved place as the edit form starts from it. */
export function placeValuesFrom(place: PlaceForm_PlaceFragment): PlaceFormValues {
  const features = emptyFeatures();
  for (const key of FEATURE_KEYS) features[key] = place.features?.[key] ?? null;
  const status: PlaceStatusValue = place.status === 'DELETED' ? 'OPENED' : place.status;
  return {
    name: place.name,
    latinName: place.latinName === place.id ? '' : place.latinName,
    city: place.city
      ? { id: place.city.id, name: place.city.name, latinName: place.city.latinName }
      : null,
    categoryId: place.category?.id ?? '',
    subCategoryId: place.subCategory?.id ?? '',
    cuisines: place.cuisines.map((cuisine) => cuisine.value),
    organisationId: place.organisation?.id ?? '',
    status,
    shortDescription: place.shortDescription ?? '',
    description: place.description ?? '',
    phones:
      place.phones.length > 0
        ? place.phones.map((phone) => ({
            id: phone.id,
            phone: phone.phone,
            name: phone.name ?? '',
          }))
        : [newPhone()],
    links: place.links.map((link) => ({ id: link.id, name: link.name ?? '', link: link.link })),
    schedules: place.schedules.map((schedule) => ({
      id: schedule.id,
      name: schedule.name ?? '',
      isMain: schedule.isMain,
      items: schedule.items.map(({ dayOfWeek, startAt, endAt }) => ({ dayOfWeek, startAt, endAt })),
    })),
    features,
    averageCheck: place.averageCheck ?? '',
    dresscodeId: place.dresscode?.id ?? '',
    parkingInfo: place.parkingInfo ?? '',
    roadInfo: place.roadInfo ?? '',
    menuDescription: place.menuDescription ?? '',
    galleries: place.galleries.map(gallery),
    menus: place.menus.map(gallery),
    avatar: photo(place.avatar),
    logo: photo(place.logo),
    background: photo(place.background),
    location: place.location
      ? {
          lat: place.location.lat,
          lon: place.location.lon,
          street: place.location.street ?? '',
          building: place.location.building ?? '',
        }
      : null,
  };
}
