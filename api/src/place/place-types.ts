import type { StaffFacts } from '../refs/staff-json.js';
import type { Dresscode } from '../catalog/catalog-repository.js';
import type { ImageSet } from '../image/image-set.js';
import type { Gallery } from '../gallery/gallery-repository.js';
import type { OrganisationSummary } from '../refs/organisation-summary.js';
import type { User } from '../refs/user-json.js';

/** The REST shapes of a place (api/openapi.yaml: PlaceShort, PlaceFull). */

export type PlaceStatus = 'opened' | 'closed' | 'temporary-closed' | 'deleted';
export type ModerationStatus = 'published' | 'on-moderation' | 'unpublished';
/** 1: 0-500, 2: 500-1000, 3: 1000-2000, 4: 2000 and more. */
export type AverageCheck = 1 | 2 | 3 | 4;

export interface ScheduleItem {
  dayOfWeek: number;
  startAt: string;
  endAt: string;
}

export interface Schedule {
  id: string;
  name: string | null;
  isMain: boolean;
  items: ScheduleItem[];
}

export interface Location {
  city: string | null;
  street: string | null;
  building: string | null;
  lat: number;
  lon: number;
  /** Metres from the caller's position (Earth radius 6,372,795 m); null without one. */
  distance: number | null;
}

export interface PlaceShort {
  id: string;
  latinName: string;
  name: string;
  categoryId: string | null;
  cityId: string;
  cuisines: string[];
  avatar: ImageSet | null;
  logo: ImageSet | null;
  background: ImageSet | null;
  averageCheck: AverageCheck | null;
  isTop50Bars: boolean;
  isTop100Restaurants: boolean;
  isTopCafes: boolean;
  isReservationsEnabled: boolean;
  location: Location;
  schedules: Schedule[];
  status: PlaceStatus;
  moderationStatus: ModerationStatus;
  followerCount: number;
  reviewCount: number;
  newsCount: number;
  /** The caller follows it; false for visitors. */
  isFollowed: boolean;
}

export const featureNames = [
  'alcohol',
  'businessLunch',
  'cashfree',
  'childrenRoom',
  'dancefloor',
  'delivery',
  'entertainment',
  'hookah',
  'karaoke',
  'liveMusic',
  'mobileCharge',
  'parkingType',
  'smokeZone',
  'sportTranslations',
  'terrace',
  'wifi',
] as const;

export type FeatureName = (typeof featureNames)[number];
export type PlaceFeatures = Record<FeatureName, number | null>;

export interface Phone {
  id: string;
  phone: string;
  name: string | null;
}

export interface Link {
  id: string;
  name: string | null;
  link: string;
}

/**
 * With StaffFacts: the caller's role on it (false for visitors) and its staff, for those with
 * access to it (else empty).
 */
export interface PlaceFull extends PlaceShort, StaffFacts {
  shortDescription: string | null;
  description: string | null;
  phones: Phone[];
  links: Link[];
  features: PlaceFeatures;
  dresscodeId: string | null;
  parkingInfo: string | null;
  roadInfo: string | null;
  organisationId: string | null;
  dresscode: Dresscode | null;
  organisation: OrganisationSummary | null;
  galleries: Gallery[];
  menus: Gallery[];
  menuDescription: string | null;
  /** The newest few followers (contentLimits.someFollowersCount). */
  someFollowers: User[];
  hasOwner: boolean;
  /** The mean rating of its visible reviews, to one decimal; null without reviews. */
  averageRating: number | null;
  /** The caller may act for the place (SPEC section 6); false for visitors. */
  hasAccess: boolean;
  /** The sub-category (SPEC section 3), one of the categories. */
  subCategoryId: string | null;
  /** Why an admin declined it; only while moderationStatus is unpublished. */
  moderationUnpublishedReason: string | null;
}

export type ResponseType = 'short' | 'full';
