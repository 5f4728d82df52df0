import { randomBytes } from 'node:crypto';
import { bulkInsert } from '../db/bulk-insert.js';
import type { Queryable } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { contentMessages } from '../messages.js';

const owners = {
  post: { table: 'post_images', key: 'post_id', items: 'posts' },
  comment: { table: 'comment_images', key: 'comment_id', items: 'comments' },
  message: { table: 'message_images', key: 'message_id', items: 'messages' },
} as const;

export type ImageOwner = keyof typeof owners;

/** The image ids on one post, comment or message, in their order. */
export async function attachedImageIds(
  db: Queryable,
  owner: ImageOwner,
  ownerId: string,
): Promise<string[]> {
  const { table, key } = owners[owner];
  const { rows } = await db.query<{ image_set_id: string }>(
    `SELECT image_set_id FROM ${table} WHERE ${key} = $1 ORDER BY order_number`,
    [ownerId],
  );
  return rows.map((row) => row.image_set_id);
}

/** Puts exactly these images, in this order, on one post, comment or message. */
export async function replaceAttachedImages(
  tx: Queryable,
  owner: ImageOwner,
  ownerId: string,
  imageIds: readonly string[],
): Promise<void> {
  const { table, key } = owners[owner];
  await tx.query(`DELETE FROM ${table} WHERE ${key} = $1`, [ownerId]);
  if (imageIds.length === 0) return;
  await tx.query(
    `INSERT INTO ${table} (${key}, image_set_id, order_number)
     SELECT $1, image.id, image.n - 1 FROM unnest($2::text[]) WITH ORDINALITY AS image (id, n)`,
    [ownerId, imageIds],
  );
}

/**
 * Inserts a new comment or message (its columns but the id, which is made here) with its images;
 * returns its id.
 */
export async function insertWithImages(
  tx: Queryable,
  owner: Exclude<ImageOwner, 'post'>,
  columns: Record<string, unknown>,
  imageIds: readonly string[],
): Promise<string> {
  const id = randomBytes(12).toString('hex');
  await bulkInsert(tx, owners[owner].items, [{ id, ...columns }]);
  // A new row has no images to take away: without any to attach there is nothing to write.
  if (imageIds.length > 0) await replaceAttachedImages(tx, owner, id, imageIds);
  return id;
}

/** What an edit of a comment or message changes: its text, its images, each when given. */
export interface TextAndImageChanges {
  text?: string;
  imageIds?: readonly string[];
}

/** Changes the text and the images of a comment or message as given, and marks it edited. */
export async function editTextAndImages(
  tx: Queryable,
  owner: Exclude<ImageOwner, 'post'>,
  id: string,
  changes: TextAndImageChanges,
): Promise<void> {
  await tx.query(
    `UPDATE ${owners[owner].items} SET text = coalesce($2, text), is_edited = true,
       updated_at = now()
     WHERE id = $1`,
    [id, changes.text ?? null],
  );
  if (changes.imageIds) await replaceAttachedImages(tx, owner, id, changes.imageIds);
}

/** Image sets that exist and that this person uploaded (admins may attach any). */
async function attachableImageIds(
  db: Queryable,
  ids: readonly string[],
  userId: string,
  isAdmin: boolean,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM image_sets
     WHERE id = ANY($1::text[]) AND NOT is_deleted AND ($3 OR uploaded_by = $2)`,
    [ids, userId, isAdmin],
  );
  return new Set(rows.map((row) => row.id));
}

/**
 * The one ownership rule of every attachment (post and comment images, avatars, place galleries,
 * messages): a person attaches only images they uploaded, or images already on the item they
 * edit; admins may attach any. Deleted and unknown images are refused alike, under `field`.
 */
export async function checkAttachableImages(
  db: Queryable,
  viewer: { id: string; isAdmin: boolean },
  imageIds: readonly string[],
  alreadyAttached: readonly string[] = [],
  field = 'imageIds',
): Promise<void> {
  const fresh = imageIds.filter((id) => !alreadyAttached.includes(id));
  const allowed = await attachableImageIds(db, fresh, viewer.id, viewer.isAdmin);
  if (fresh.some((id) => !allowed.has(id))) {
    throw ApiError.fieldInvalid({ [field]: contentMessages.imageNotYours });
  }
}
