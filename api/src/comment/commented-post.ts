import { readById } from '../db/database.js';

/**
 * The post a comment is on, as far as its comments need it: whether it is open, who wrote it (as
 * whom), the place or chain that moderates it, and its count of comments. Read here rather than
 * through post/, whose answers embed comments, so the two folders depend one way.
 */
export interface CommentedPost {
  id: string;
  user_id: string;
  by_outlet: boolean;
  place_id: string | null;
  organisation_id: string | null;
  comment_count: number;
  is_hidden: boolean;
  is_deleted: boolean;
}

/** The post of `id`, or null; `lock` takes its row for the transaction (FOR UPDATE). */
export const findCommentedPost = readById<CommentedPost>(
  `SELECT id, user_id, by_outlet, place_id, organisation_id, comment_count, is_hidden, is_deleted
   FROM posts WHERE id = $1`,
);
