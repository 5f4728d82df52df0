import { runAction } from '../action/run-action.js';
import type { Database } from '../db/database.js';
import type { StoredVariants } from './image-set.js';

/** Records an uploaded image set (its variants already stored), attachable by its uploader. */
export function createImageSet(
  db: Database,
  imageSet: { id: string; variants: StoredVariants; uploadedBy: string },
): Promise<void> {
  return runAction(db, async ({ tx }) => {
    await tx.query(
      `INSERT INTO image_sets (id, variants, uploaded_by) VALUES ($1, $2::jsonb, $3)`,
      [imageSet.id, JSON.stringify(imageSet.variants), imageSet.uploadedBy],
    );
  });
}
