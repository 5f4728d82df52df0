import type { Queryable } from '../db/database.js';
import { toImageSet, type ImageSet, type ImageSetRow } from '../image/image-set.js';
import type { ImageStorage } from '../image/storage.js';

/** The organisation (chain) of a place, as a full place shows it. */
export interface OrganisationSummary {
  id: string;
  name: string;
  /** Its places a visitor sees. */
  placeCount: number;
  avatar: ImageSet | null;
}

/** Places of an organisation a visitor sees (published, not deleted). */
export const listedPlaceOfOrganisation = `p.organisation_id = o.id
  AND p.moderation_status = 'published' AND p.status <> 'deleted'`;

/** The organisations of a page of places, in one query. */
export async function organisationSummaries(
  db: Queryable,
  storage: ImageStorage,
  ids: readonly string[],
): Promise<Map<string, OrganisationSummary>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const { rows } = await db.query<{
    id: string;
    name: string;
    place_count: number;
    avatar: ImageSetRow | null;
  }>(
    `SELECT o.id, o.name,
            (SELECT count(*)::integer FROM places p WHERE ${listedPlaceOfOrganisation}) AS place_count,
            (SELECT json_build_object('id', i.id, 'variants', i.variants,
                                      'order_number', i.order_number, 'description', i.description)
             FROM image_sets i WHERE i.id = o.avatar_id AND NOT i.is_deleted) AS avatar
     FROM organisations o
     WHERE o.id = ANY($1::text[]) AND NOT o.is_deleted`,
    [unique],
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        placeCount: row.place_count,
        avatar: row.avatar ? toImageSet(row.avatar, storage) : null,
      },
    ]),
  );
}
