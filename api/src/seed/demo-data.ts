import { demoCategories, demoCities, demoCuisines, demoDresscodes } from './demo-catalog.js';
import { demoId } from './demo-id.js';
import { staffedBookingPlaceIds } from './demo-reservations.js';
import { demoImageCount, demoImageVariants } from './demo-images.js';
import { buildDemoGalleries } from './demo-galleries.js';
import { buildDemoOrganisations } from './demo-organisations.js';
import { generateCityPlaces } from './demo-places.js';
import { Prng } from './prng.js';

/** Fixed, so every run produces the same demo data. */
export const demoSeed = 20_261_121;

type Row = Record<string, unknown>;

/** Demo rows per table, in an order that satisfies the foreign keys. */
export interface DemoData {
  cities: Row[];
  categories: Row[];
  cuisines: Row[];
  dresscodes: Row[];
  image_sets: Row[];
  organisations: Row[];
  places: Row[];
  place_cuisines: Row[];
  place_schedules: Row[];
  place_schedule_items: Row[];
  place_phones: Row[];
  place_links: Row[];
  galleries: Row[];
  gallery_photos: Row[];
}

export function demoImageSetIds(): string[] {
  return Array.from({ length: demoImageCount }, (_, index) => demoId('image-set', index));
}

/** Builds the demo data in memory (pure and deterministic: no clock, no I/O). */
export function buildDemoData(): DemoData {
  const random = new Prng(demoSeed);
  const imageSetIds = demoImageSetIds();
  const categoryIds = new Map(
    demoCategories.map((c) => [c.latinName, demoId('category', c.latinName)]),
  );
  const dresscodeIds = demoDresscodes.map((d) => demoId('dresscode', d.title));
  const data: DemoData = {
    cities: demoCities.map((city, index) => ({
      id: demoId('city', city.latinName),
      name: city.name,
      latin_name: city.latinName,
      country: city.country,
      lat: city.lat,
      lon: city.lon,
      time_zone: city.timeZone,
      sort_order: index,
    })),
    categories: demoCategories.map((category, index) => ({
      id: categoryIds.get(category.latinName),
      name: category.name,
      latin_name: category.latinName,
      sort_order: index,
    })),
    cuisines: demoCuisines.map((cuisine, index) => ({ ...cuisine, sort_order: index })),
    dresscodes: demoDresscodes.map((dresscode, index) => ({
      id: dresscodeIds[index],
      title: dresscode.title,
      description: dresscode.description,
      sort_order: index,
    })),
    image_sets: imageSetIds.map((id) => ({
      id,
      variants: demoImageVariants(id),
      order_number: 0,
      description: null,
    })),
    organisations: [],
    places: [],
    place_cuisines: [],
    place_schedules: [],
    place_schedule_items: [],
    place_phones: [],
    place_links: [],
    galleries: [],
    gallery_photos: [],
  };

  const takenSlugs = new Set<string>();
  const imageId = (index: number | null) => (index === null ? null : imageSetIds[index]);
  for (const city of demoCities) {
    const cityId = demoId('city', city.latinName);
    const places = generateCityPlaces(
      city,
      random,
      takenSlugs,
      imageSetIds.length,
      dresscodeIds.length,
    );
    for (const place of places) {
      data.places.push({
        id: place.id,
        latin_name: place.latinName,
        name: place.name,
        city_id: cityId,
        category_id: categoryIds.get(place.category),
        organisation_id: null,
        avatar_id: imageId(place.avatar),
        logo_id: imageId(place.logo),
        background_id: imageId(place.background),
        average_check: place.averageCheck,
        is_top50_bars: place.isTop50Bars,
        is_top100_restaurants: place.isTop100Restaurants,
        is_top_cafes: place.isTopCafes,
        is_reservations_enabled: place.isReservationsEnabled,
        address_city: city.name,
        street: place.street,
        building: place.building,
        lat: place.lat,
        lon: place.lon,
        status: place.status,
        moderation_status: place.moderationStatus,
        moderation_unpublished_reason: place.moderationUnpublishedReason,
        short_description: place.shortDescription,
        description: place.description,
        dresscode_id: place.dresscode === null ? null : dresscodeIds[place.dresscode],
        parking_info: place.parkingInfo,
        road_info: place.roadInfo,
        features: place.features,
        follower_count: place.followerCount,
        review_count: place.reviewCount,
        news_count: place.newsCount,
        rank: place.rank,
        menu_description: null,
      });
      place.cuisines.forEach((value, order) =>
        data.place_cuisines.push({ place_id: place.id, cuisine_value: value, order_number: order }),
      );
      place.schedules.forEach((schedule, order) => {
        data.place_schedules.push({
          id: schedule.id,
          place_id: place.id,
          name: schedule.name,
          is_main: schedule.isMain,
          order_number: order,
        });
        for (const item of schedule.items) {
          data.place_schedule_items.push({
            schedule_id: schedule.id,
            day_of_week: item.dayOfWeek,
            start_at: item.startAt,
            end_at: item.endAt,
          });
        }
      });
      place.phones.forEach((phone, order) =>
        data.place_phones.push({ ...phone, place_id: place.id, order_number: order }),
      );
      place.links.forEach((link, order) =>
        data.place_links.push({ ...link, place_id: place.id, order_number: order }),
      );
    }
  }
  addOrganisationsAndGalleries(data, imageSetIds, categoryIds);
  // The staffed places of the booking demo take bookings (demo-reservations.ts).
  const bookable = new Set(staffedBookingPlaceIds(data.places));
  for (const place of data.places) {
    if (bookable.has(String(place.id))) place.is_reservations_enabled = true;
  }
  return data;
}

/**
 * Chains and galleries come from PRNGs of their own, so adding them left every place as it was.
 * Galleries: most London places, some elsewhere.
 */
function addOrganisationsAndGalleries(
  data: DemoData,
  imageSetIds: readonly string[],
  categoryIds: ReadonlyMap<string, string>,
): void {
  const places = data.places as (Row & {
    id: string;
    city_id: string;
    category_id: string | null;
    moderation_status: string;
    status: string;
  })[];
  const { organisations, placeOrganisation } = buildDemoOrganisations(
    places,
    (latinName) => demoId('city', latinName),
    (latinName) => categoryIds.get(latinName) ?? '',
    imageSetIds,
    demoSeed + 4,
  );
  data.organisations = organisations;
  const londonId = demoId('city', 'london-england-united-kingdom');
  const london = buildDemoGalleries(
    places.filter((p) => p.city_id === londonId).map((p) => p.id),
    imageSetIds,
    demoSeed + 5,
  );
  const elsewhere = buildDemoGalleries(
    places.filter((p) => p.city_id !== londonId).map((p) => p.id),
    imageSetIds,
    demoSeed + 6,
    0.3,
  );
  data.galleries = [...london.galleries, ...elsewhere.galleries];
  data.gallery_photos = [...london.gallery_photos, ...elsewhere.gallery_photos];
  for (const place of places) {
    place.organisation_id = placeOrganisation.get(place.id) ?? null;
    place.menu_description =
      london.menuDescriptions.get(place.id) ?? elsewhere.menuDescriptions.get(place.id) ?? null;
  }
}
