import { readById, type Queryable } from '../db/database.js';
import type { ImageStorage } from '../image/storage.js';
import type { ActorRef, NotificationDraft, OutletActorRef } from './notification-repository.js';
import { notificationPreview } from './preview.js';
import { createNotifications, withdraw } from './notify.js';

/** Notifications of posts, comments and likes, written in the transaction of the action. */

// --- Facts of posts and comments, read in the action's transaction ---

interface PostFacts {
  post_id: string;
  post_type: 'news' | 'review' | 'impression';
  post_user_id: string;
  post_by_outlet: boolean;
  place_id: string | null;
  organisation_id: string | null;
  post_text: string;
}

const postFactColumns = `p.id AS post_id, p.type AS post_type, p.user_id AS post_user_id,
  p.by_outlet AS post_by_outlet, p.place_id, p.organisation_id, p.text AS post_text`;

/** The place or chain a post belongs to (impressions belong to none). */
function outletOf(post: PostFacts): OutletActorRef | null {
  if (post.place_id) return { type: 'place', id: post.place_id };
  if (post.organisation_id) return { type: 'organisation', id: post.organisation_id };
  return null;
}

/** Who wrote a post or comment: the person, or the outlet when written as it (news always). */
function authorOf(
  written: { userId: string; byOutlet: boolean },
  outlet: OutletActorRef | null,
): ActorRef {
  return written.byOutlet && outlet ? outlet : { type: 'user', id: written.userId };
}

function postAuthor(post: PostFacts): ActorRef {
  const outlet = outletOf(post);
  return authorOf(
    { userId: post.post_user_id, byOutlet: post.post_by_outlet || post.post_type === 'news' },
    outlet,
  );
}

const postFacts = readById<PostFacts>(`SELECT ${postFactColumns} FROM posts p WHERE p.id = $1`);

// --- The cases ---

/** A new post: a review notifies its place (type post). Other posts notify nobody. */
export async function notifyPostCreated(
  tx: Queryable,
  storage: ImageStorage,
  postId: string,
): Promise<string[]> {
  const post = await postFacts(tx, postId);
  if (!post || post.post_type !== 'review' || !post.place_id) return [];
  const place: OutletActorRef = { type: 'place', id: post.place_id };
  return createNotifications(tx, storage, [
    {
      type: 'post',
      creator: postAuthor(post),
      actorUserId: post.post_user_id,
      recipient: place,
      outlet: place,
      objectType: 'post',
      objectId: post.post_id,
      postId: post.post_id,
      commentId: null,
      preview: notificationPreview(post.post_text),
    },
  ]);
}

interface CommentFacts extends PostFacts {
  comment_id: string;
  user_id: string;
  by_outlet: boolean;
  text: string;
  parent_user_id: string | null;
  parent_by_outlet: boolean | null;
}

/**
 * A new comment: a reply notifies the parent comment's author (answer); a comment on a post of a
 * place or chain notifies it, and a comment on a person's review or post notifies them (comment).
 * Each recipient once, the answer first.
 */
export async function notifyCommentCreated(
  tx: Queryable,
  storage: ImageStorage,
  commentId: string,
): Promise<string[]> {
  const { rows } = await tx.query<CommentFacts>(
    `SELECT ${postFactColumns}, c.id AS comment_id, c.user_id, c.by_outlet, c.text,
            s.user_id AS parent_user_id, s.by_outlet AS parent_by_outlet
     FROM comments c JOIN posts p ON p.id = c.post_id
     LEFT JOIN comments s ON s.id = c.subject_comment_id
     WHERE c.id = $1`,
    [commentId],
  );
  const comment = rows[0];
  if (!comment) return [];
  const outlet = outletOf(comment);
  const common = {
    creator: authorOf({ userId: comment.user_id, byOutlet: comment.by_outlet }, outlet),
    actorUserId: comment.user_id,
    outlet,
    objectType: 'comment' as const,
    objectId: comment.comment_id,
    postId: comment.post_id,
    commentId: comment.comment_id,
    preview: notificationPreview(comment.text),
  };
  const drafts: NotificationDraft[] = [];
  if (comment.parent_user_id !== null) {
    const parentAuthor = authorOf(
      { userId: comment.parent_user_id, byOutlet: comment.parent_by_outlet ?? false },
      outlet,
    );
    drafts.push({ ...common, type: 'answer', recipient: parentAuthor });
  }
  if (outlet) drafts.push({ ...common, type: 'comment', recipient: outlet });
  const author = postAuthor(comment);
  if (author.type === 'user') drafts.push({ ...common, type: 'comment', recipient: author });
  return createNotifications(tx, storage, drafts);
}

/** A like, as like-repository keeps it. */
export interface LikeFacts {
  postId: string;
  commentId: string | null;
  /** The person, or the place or chain liking (byOutlet). */
  likerId: string;
  byOutlet: boolean;
  /** Who pressed it. */
  userId: string;
}

/**
 * A new like: of news, its place or chain; of a review or impression, its author; of a comment,
 * its author (the person, or the outlet for a comment by it).
 */
export async function notifyLikeAdded(
  tx: Queryable,
  storage: ImageStorage,
  like: LikeFacts,
): Promise<string[]> {
  const { rows } = await tx.query<
    PostFacts & { comment_user_id: string | null; comment_by_outlet: boolean | null; text: string }
  >(
    `SELECT ${postFactColumns}, c.user_id AS comment_user_id, c.by_outlet AS comment_by_outlet,
            coalesce(c.text, p.text) AS text
     FROM posts p LEFT JOIN comments c ON c.id = $2 AND c.post_id = p.id
     WHERE p.id = $1`,
    [like.postId, like.commentId],
  );
  const facts = rows[0];
  if (!facts) return [];
  const outlet = outletOf(facts);
  const creator: ActorRef =
    like.byOutlet && outlet
      ? { type: outlet.type, id: like.likerId }
      : { type: 'user', id: like.likerId };
  const onComment = like.commentId !== null && facts.comment_user_id !== null;
  const recipient = onComment
    ? authorOf(
        { userId: facts.comment_user_id ?? '', byOutlet: facts.comment_by_outlet ?? false },
        outlet,
      )
    : postAuthor(facts);
  return createNotifications(tx, storage, [
    {
      type: 'like',
      creator,
      actorUserId: like.userId,
      recipient,
      outlet,
      objectType: onComment ? 'comment' : 'post',
      objectId: onComment && like.commentId ? like.commentId : facts.post_id,
      postId: facts.post_id,
      commentId: onComment ? like.commentId : null,
      preview: notificationPreview(facts.text),
    },
  ]);
}

/** A like removed: its notification goes while not yet viewed. Returns how many went. */
export function withdrawLikeNotification(
  tx: Queryable,
  like: Pick<LikeFacts, 'postId' | 'commentId' | 'likerId'>,
): Promise<number> {
  return withdraw(tx, {
    type: 'like',
    creatorId: like.likerId,
    objectType: like.commentId ? 'comment' : 'post',
    objectId: like.commentId ?? like.postId,
  });
}

/** What a person follows. */
