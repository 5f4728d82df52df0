import type { Queryable } from '../db/database.js';
import { emit } from '../event/event-outbox.js';
import type { ImageStorage } from '../image/storage.js';
import { emitCountersChanged } from '../counters/person-counters.js';
import { notificationsJson } from './notification-json.js';
import {
  audiencesOf,
  deleteNotViewed,
  insertNotifications,
  type ActorRef,
  type CausedBy,
  type NotificationDraft,
  type OutletActorRef,
  type RecipientFacts,
} from './notification-repository.js';
import { notificationPreview } from './preview.js';

/**
 * The notifications of docs/live-events.md, written inside the transaction of the action that
 * causes them (a review, a comment, a like, a follow), with their `notification.created` and
 * `counters.changed` events: all commit or roll back with the action. Call these last in the
 * transaction, after the action's own writes (emit's lock order).
 */

/** Whom a notification would concern, for the self-action rule. */
function isOwnAction(draft: NotificationDraft): boolean {
  // A person is not notified of what they did (also when they did it as a place or chain).
  if (draft.recipient.type === 'user') return draft.recipient.id === draft.actorUserId;
  // An outlet is not notified of what its own staff did acting as it.
  return draft.creator.type === draft.recipient.type && draft.creator.id === draft.recipient.id;
}

/**
 * Writes the drafts that notify someone else (once per recipient, the first draft winning) and
 * emits one `notification.created` per notification to its audience, then `counters.changed` for
 * everyone reached and the people of `alsoCountersOf` (whose counters the action moved otherwise).
 * Returns the ids written.
 */
export async function createNotifications(
  tx: Queryable,
  storage: ImageStorage,
  drafts: readonly NotificationDraft[],
  alsoCountersOf: readonly string[] = [],
): Promise<string[]> {
  const seen = new Set<string>();
  const kept = drafts.filter((draft) => {
    const key = `${draft.recipient.type}:${draft.recipient.id}`;
    if (isOwnAction(draft) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (kept.length === 0) {
    await emitCountersChanged(tx, alsoCountersOf);
    return [];
  }
  const rows = await insertNotifications(tx, kept);
  const [audiences, json] = await Promise.all([
    audiencesOf(tx, rows),
    notificationsJson(tx, storage, rows),
  ]);
  for (const [index, notification] of json.entries()) {
    const audience = audiences[index] ?? [];
    if (audience.length > 0) await emit(tx, 'notification.created', { notification }, audience);
  }
  await emitCountersChanged(tx, [...audiences.flat(), ...alsoCountersOf]);
  return rows.map((row) => row.id);
}

/** Emits the new counters of everyone whose counters these removed or viewed rows moved. */
export async function emitCountersOf(tx: Queryable, rows: readonly RecipientFacts[]) {
  if (rows.length === 0) return;
  await emitCountersChanged(tx, (await audiencesOf(tx, rows)).flat());
}

/** Deletes what `cause` notified while not yet viewed, and emits the counters that fell. */
async function withdraw(tx: Queryable, cause: CausedBy): Promise<number> {
  const rows = await deleteNotViewed(tx, cause);
  await emitCountersOf(tx, rows);
  return rows.length;
}

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

async function postFacts(tx: Queryable, postId: string): Promise<PostFacts | null> {
  const { rows } = await tx.query<PostFacts>(
    `SELECT ${postFactColumns} FROM posts p WHERE p.id = $1`,
    [postId],
  );
  return rows[0] ?? null;
}

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
export type FollowedTarget = { userId: string } | { placeId: string };

function followedActor(target: FollowedTarget): ActorRef {
  return 'userId' in target
    ? { type: 'user', id: target.userId }
    : { type: 'place', id: target.placeId };
}

/** A new follower of a person or a place notifies them (type follower, object the follower). */
export function notifyFollowed(
  tx: Queryable,
  storage: ImageStorage,
  followerId: string,
  target: FollowedTarget,
): Promise<string[]> {
  const recipient = followedActor(target);
  return createNotifications(tx, storage, [
    {
      type: 'follower',
      creator: { type: 'user', id: followerId },
      actorUserId: followerId,
      recipient,
      outlet: recipient.type === 'place' ? { type: 'place', id: recipient.id } : null,
      objectType: 'user',
      objectId: followerId,
      postId: null,
      commentId: null,
      preview: null,
    },
  ]);
}

/** A follow removed: its notification goes while not yet viewed. Returns how many went. */
export function withdrawFollowNotification(
  tx: Queryable,
  followerId: string,
  target: FollowedTarget,
): Promise<number> {
  return withdraw(tx, {
    type: 'follower',
    creatorId: followerId,
    objectType: 'user',
    objectId: followerId,
    recipient: followedActor(target),
  });
}

/** A new message, as message-actions knows it. */
export interface MessageFacts {
  id: string;
  /** The member it was sent as, and the person who wrote it. */
  sender: ActorRef;
  userId: string;
  /** The other member of the chat. */
  recipient: ActorRef;
  text: string;
}

/**
 * A new message notifies the chat's other member (type message): the person, or the place or
 * chain (its owners and managers but the writer). `alsoCountersOf`: the sender's side, whose
 * chats counters the message moved too.
 */
export function notifyMessageCreated(
  tx: Queryable,
  storage: ImageStorage,
  message: MessageFacts,
  alsoCountersOf: readonly string[],
): Promise<string[]> {
  const outlet = [message.sender, message.recipient].find(
    (member): member is OutletActorRef => member.type !== 'user',
  );
  return createNotifications(
    tx,
    storage,
    [
      {
        type: 'message',
        creator: message.sender,
        actorUserId: message.userId,
        recipient: message.recipient,
        outlet: outlet ?? null,
        objectType: 'message',
        objectId: message.id,
        postId: null,
        commentId: null,
        preview: notificationPreview(message.text),
      },
    ],
    alsoCountersOf,
  );
}

/**
 * A message deleted: its notification goes while not yet viewed; the counters of `readers` (both
 * sides of the chat, whose chats counters may fall too) are emitted once.
 */
export async function withdrawMessageNotification(
  tx: Queryable,
  message: Pick<MessageFacts, 'id' | 'sender'>,
  readers: readonly string[],
): Promise<void> {
  await deleteNotViewed(tx, {
    type: 'message',
    creatorId: message.sender.id,
    objectType: 'message',
    objectId: message.id,
  });
  await emitCountersChanged(tx, readers);
}

/** A place or chain a permission is about. */
export type PermissionOutlet = { type: 'place' | 'organisation'; id: string };

/**
 * A person's role on a place or chain changed (SPEC section 4): they became its owner or manager,
 * or their application was rejected. The notification goes to them (type permission, object the
 * place or chain), from the person who decided.
 */
export function notifyPermission(
  tx: Queryable,
  storage: ImageStorage,
  change: {
    actorUserId: string;
    userId: string;
    outlet: PermissionOutlet;
    outcome: 'owner' | 'manager' | 'rejected';
  },
): Promise<string[]> {
  return createNotifications(tx, storage, [
    {
      type: 'permission',
      creator: { type: 'user', id: change.actorUserId },
      actorUserId: change.actorUserId,
      recipient: { type: 'user', id: change.userId },
      outlet: change.outlet,
      objectType: change.outlet.type,
      objectId: change.outlet.id,
      postId: null,
      commentId: null,
      preview: null,
      outcome: change.outcome,
    },
  ]);
}

/**
 * An admin published or unpublished a place: each of its owners hears it (type status, object the
 * place); without owners, the person who asked for it to be published (its other staff).
 */
export function notifyModeration(
  tx: Queryable,
  storage: ImageStorage,
  decision: {
    adminId: string;
    placeId: string;
    recipientIds: readonly string[];
    outcome: 'published' | 'unpublished';
  },
): Promise<string[]> {
  return createNotifications(
    tx,
    storage,
    decision.recipientIds.map((userId) => ({
      type: 'status' as const,
      creator: { type: 'user' as const, id: decision.adminId },
      actorUserId: decision.adminId,
      recipient: { type: 'user' as const, id: userId },
      outlet: { type: 'place' as const, id: decision.placeId },
      objectType: 'place' as const,
      objectId: decision.placeId,
      postId: null,
      commentId: null,
      preview: null,
      outcome: decision.outcome,
    })),
  );
}
