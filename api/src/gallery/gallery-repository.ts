import type { Queryable } from '../db/database.js';
import { toImageSet, type ImageSet, type ImageSetRow } from '../image/image-set.js';
import type { ImageStorage } from '../image/storage.js';

export type GalleryKind = 'album' | 'menu';

/** A photo album or a menu of a place (api/openapi.yaml: Gallery). */
export interface Gallery {
  id: string;
  title: string;
  description: string | null;
  photosCount: number;
  orderNumber: number;
  cover: ImageSet | null;
  photos: ImageSet[];
}

export interface PlaceGalleries {
  albums: Gallery[];
  menus: Gallery[];
}

interface GalleryRow {
  id: string;
  place_id: string;
  kind: GalleryKind;
  title: string;
  description: string | null;
  cover_id: string | null;
  order_number: number;
}

interface PhotoRow extends ImageSetRow {
  /** Null for a chosen cover. */
  gallery_id: string | null;
}

/** The albums and menus of these places, in two queries however many places. */
export async function galleriesOfPlaces(
  db: Queryable,
  storage: ImageStorage,
  placeIds: readonly string[],
): Promise<Map<string, PlaceGalleries>> {
  const result = new Map<string, PlaceGalleries>();
  if (placeIds.length === 0) return result;
  const { rows: galleries } = await db.query<GalleryRow>(
    `SELECT id, place_id, kind, title, description, cover_id, order_number FROM galleries
     WHERE place_id = ANY($1::text[]) AND NOT is_deleted
     ORDER BY place_id, kind, order_number, id`,
    [placeIds],
  );
  if (galleries.length === 0) return result;
  // A photo's position and caption belong to the gallery, not to the shared image set.
  const { rows: photos } = await db.query<PhotoRow>(
    `SELECT gp.gallery_id, i.id, i.variants, gp.order_number,
            coalesce(gp.description, i.description) AS description
     FROM gallery_photos gp
     JOIN image_sets i ON i.id = gp.image_set_id AND NOT i.is_deleted
     WHERE gp.gallery_id = ANY($1::text[])
     UNION ALL
     SELECT NULL, i.id, i.variants, i.order_number, i.description
     FROM image_sets i
     WHERE i.id = ANY($2::text[]) AND NOT i.is_deleted
     ORDER BY 1, 4, 2`,
    [galleries.map((g) => g.id), galleries.map((g) => g.cover_id).filter((id) => id !== null)],
  );
  const photosOf = new Map<string, ImageSet[]>();
  const covers = new Map<string, ImageSet>();
  for (const row of photos) {
    const image = toImageSet(row, storage);
    if (row.gallery_id === null) {
      covers.set(row.id, image);
      continue;
    }
    const list = photosOf.get(row.gallery_id);
    if (list) list.push(image);
    else photosOf.set(row.gallery_id, [image]);
  }
  for (const gallery of galleries) {
    const galleryPhotos = photosOf.get(gallery.id) ?? [];
    const entry: Gallery = {
      id: gallery.id,
      title: gallery.title,
      description: gallery.description,
      photosCount: galleryPhotos.length,
      orderNumber: gallery.order_number,
      cover:
        (gallery.cover_id ? covers.get(gallery.cover_id) : undefined) ?? galleryPhotos[0] ?? null,
      photos: galleryPhotos,
    };
    let place = result.get(gallery.place_id);
    if (!place) {
      place = { albums: [], menus: [] };
      result.set(gallery.place_id, place);
    }
    (gallery.kind === 'album' ? place.albums : place.menus).push(entry);
  }
  return result;
}
