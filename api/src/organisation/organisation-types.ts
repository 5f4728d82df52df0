import type { Category } from '../catalog/catalog-repository.js';
import type { ImageSet } from '../image/image-set.js';
import type { StaffFacts } from '../refs/staff-json.js';
import type { PlaceShort } from '../place/place-types.js';

/** api/openapi.yaml: Organisation. */
export interface Organisation extends StaffFacts {
  id: string;
  name: string;
  category: Category | null;
  placeCount: number;
  newsCount: number;
  reviewCount: number;
  /** The home city's name. */
  city: string | null;
  citySlug: string | null;
  cityId: string | null;
  avatar: ImageSet | null;
  hasOwner: boolean;
  /** The caller may act for the chain (SPEC section 6); false for visitors. */
  hasAccess: boolean;
  isDeleted: boolean;
  /** Up to five of its places, in list order. */
  somePlaces: PlaceShort[];
}
