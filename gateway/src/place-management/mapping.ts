// GraphQL inputs of the place, chain and permission mutations as the api's bodies, and the api's
// moderation and outcome values as the schema's enums (unit-tested in mapping.test.ts).
import type {
  AverageCheck,
  GalleryInput,
  ModerationStatus,
  NotificationOutcome,
  OrganisationInput,
  PlaceInput,
  PlaceStatus,
} from '../generated/resolvers.js';
import type { OrganisationBody, PlaceBody } from './place-management-api.js';

const AVERAGE_CHECK_LEVELS: Readonly<Record<AverageCheck, 1 | 2 | 3 | 4>> = {
  UP_TO_500: 1,
  FROM_500_TO_1000: 2,
  FROM_1000_TO_2000: 3,
  FROM_2000: 4,
};

const REST_STATUSES: Readonly<
  Record<Exclude<PlaceStatus, 'DELETED'>, NonNullable<PlaceBody['status']>>
> = {
  OPENED: 'opened',
  CLOSED: 'closed',
  TEMPORARY_CLOSED: 'temporary-closed',
};

const MODERATION: Readonly<
  Record<'published' | 'on-moderation' | 'unpublished', ModerationStatus>
> = {
  published: 'PUBLISHED',
  'on-moderation': 'ON_MODERATION',
  unpublished: 'UNPUBLISHED',
};

export function moderationStatusOf(
  status: 'published' | 'on-moderation' | 'unpublished',
): ModerationStatus {
  return MODERATION[status];
}

const OUTCOMES: Readonly<
  Record<'owner' | 'manager' | 'rejected' | 'published' | 'unpublished', NotificationOutcome>
> = {
  owner: 'OWNER',
  manager: 'MANAGER',
  rejected: 'REJECTED',
  published: 'PUBLISHED',
  unpublished: 'UNPUBLISHED',
};

export function notificationOutcomeOf(
  outcome: keyof typeof OUTCOMES | null | undefined,
): NotificationOutcome | null {
  return outcome ? OUTCOMES[outcome] : null;
}

/** Leaves out what GraphQL left out; `null` stays null (it clears the field). */
function given<T, R>(value: T | null | undefined, map: (value: T) => R): R | null | undefined {
  if (value === undefined) return undefined;
  return value === null ? null : map(value);
}

/** Left out when absent or null: the field cannot be cleared. */
function present<T>(value: T | null | undefined): T | undefined {
  return value ?? undefined;
}

function galleryBody(gallery: GalleryInput) {
  return {
    id: gallery.id ?? null,
    title: gallery.title,
    description: gallery.description ?? null,
    orderNumber: gallery.orderNumber,
    photoIds: gallery.photoIds,
  };
}

/**
 * A PlaceInput as PATCH/POST /places takes it. Temporary `custom_` ids pass through: the api
 * treats any id that is not the place's own as new (SPEC section 4, temporary ids).
 */
export function placeBody(input: PlaceInput): PlaceBody {
  const body: PlaceBody = {
    name: present(input.name),
    latinName: present(input.latinName),
    cityId: present(input.cityId),
    categoryId: input.categoryId,
    subCategoryId: input.subCategoryId,
    cuisines: present(input.cuisines),
    organisationId: input.organisationId,
    // DELETED is refused by the api with its field message (deletePlace does that).
    status:
      input.status === null || input.status === undefined
        ? undefined
        : input.status === 'DELETED'
          ? ('deleted' as NonNullable<PlaceBody['status']>)
          : REST_STATUSES[input.status],
    shortDescription: input.shortDescription,
    description: input.description,
    phones:
      given(input.phones, (phones) =>
        phones.map((phone) => ({
          id: phone.id ?? null,
          phone: phone.phone,
          name: phone.name ?? null,
        })),
      ) ?? undefined,
    links:
      given(input.links, (links) =>
        links.map((link) => ({ id: link.id ?? null, name: link.name ?? null, link: link.link })),
      ) ?? undefined,
    schedules:
      given(input.schedules, (schedules) =>
        schedules.map((schedule) => ({
          id: schedule.id ?? null,
          name: schedule.name ?? null,
          isMain: schedule.isMain,
          items: schedule.items.map((item) => ({ ...item })),
        })),
      ) ?? undefined,
    features: given(input.features, (features) => ({ ...features })) ?? undefined,
    averageCheck: given(input.averageCheck, (level) => AVERAGE_CHECK_LEVELS[level]),
    dresscodeId: input.dresscodeId,
    parkingInfo: input.parkingInfo,
    roadInfo: input.roadInfo,
    menuDescription: input.menuDescription,
    galleries: given(input.galleries, (galleries) => galleries.map(galleryBody)) ?? undefined,
    menus: given(input.menus, (menus) => menus.map(galleryBody)) ?? undefined,
    avatarId: input.avatarId,
    logoId: input.logoId,
    backgroundId: input.backgroundId,
    location:
      given(input.location, (location) => ({
        street: location.street ?? null,
        building: location.building ?? null,
        lat: location.lat,
        lon: location.lon,
      })) ?? undefined,
  };
  return withoutUndefined(body);
}

export function organisationBody(input: OrganisationInput): OrganisationBody {
  return withoutUndefined({
    name: present(input.name),
    categoryId: input.categoryId,
    cityId: input.cityId,
    avatarId: input.avatarId,
  });
}

/** The api publishes or unpublishes; ON_MODERATION is no decision an admin sends. */
export function moderationDecision(status: ModerationStatus): 'published' | 'unpublished' | null {
  if (status === 'PUBLISHED') return 'published';
  if (status === 'UNPUBLISHED') return 'unpublished';
  return null;
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}
