import type { Queryable } from '../db/database.js';
import { toImageSet, type ImageSet, type ImageSetRow } from './image-set.js';
import type { ImageStorage } from './storage.js';

const owners = {
  post: { table: 'post_images', key: 'post_id' },
  comment: { table: 'comment_images', key: 'comment_id' },
} as const;

/** The images of many posts or comments in one query, each list in its order. */
export async function attachedImages(
  db: Queryable,
  storage: ImageStorage,
  owner: keyof typeof owners,
  ids: readonly string[],
): Promise<Map<string, ImageSet[]>> {
  const result = new Map<string, ImageSet[]>();
  if (ids.length === 0) return result;
  const { table, key } = owners[owner];
  const { rows } = await db.query<ImageSetRow & { owner_id: string }>(
    `SELECT a.${key} AS owner_id, i.id, i.variants, a.order_number, i.description
     FROM ${table} a JOIN image_sets i ON i.id = a.image_set_id
     WHERE a.${key} = ANY($1::text[]) AND NOT i.is_deleted
     ORDER BY a.${key}, a.order_number`,
    [ids],
  );
  for (const row of rows) {
    const list = result.get(row.owner_id) ?? [];
    list.push(toImageSet(row, storage));
    result.set(row.owner_id, list);
  }
  return result;
}
