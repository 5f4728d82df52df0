import { authoredRights, type Viewer } from '../access/rules.js';
import type { PostRow } from './post-repository.js';

/** Access of the caller to one post: edit and delete (hasAccess), hide (canHide). */
export function postRights(row: PostRow, viewer: Viewer | null, outletAccess: boolean) {
  return authoredRights(viewer, { userId: row.user_id, byOutlet: row.by_outlet }, outletAccess);
}
