import { Link } from 'react-router';
import type { CommentItem_CommentFragment } from '../../gql/graphql';
import * as messages from '../../lib/messages';
import {
  type Author as AuthorLink,
  organisationAuthor,
  placeAuthor,
  userAuthor,
} from '../../lib/domain/author';
import { publishedAt, timePassedText } from '../../lib/domain/time-passed';
import { CommentImages } from './comment-images';
import { CommentText } from './comment-text';
import styles from './comments.module.css';

type Comment = CommentItem_CommentFragment;

interface Author {
  byOutlet: boolean;
  user?: { displayName: string } | null;
  place?: { name: string } | null;
  organisation?: { name: string } | null;
}

/** Who wrote a comment as its readers see it: the person, or the place or chain it spoke for. */
export function authorName(comment: Author): string {
  if (comment.byOutlet) return comment.place?.name ?? comment.organisation?.name ?? '';
  return comment.user?.displayName ?? '';
}

function authorLink(comment: Comment): AuthorLink | null {
  if (comment.byOutlet && comment.place) return placeAuthor(comment.place);
  if (comment.byOutlet && comment.organisation) return organisationAuthor(comment.organisation);
  if (comment.user) return userAuthor(comment.user);
  return null;
}

const HeartIcon = ({ filled }: { filled: boolean }) => (
  <svg
    width={18}
    height={18}
    viewBox="0 0 24 24"
    fill={filled ? 'currentColor' : 'none'}
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
  </svg>
);

export interface CommentActions {
  /** Acting as the post's place or chain (likes go to the outlet's own like). */
  actingAsOutlet: boolean;
  /** The signed-in person's id, or null for a visitor. */
  viewerId: string | null;
  onLike(comment: Comment): void;
  onReply(comment: Comment): void;
  onEdit(comment: Comment): void;
  onDelete(comment: Comment): void;
  onHide(comment: Comment): void;
  onRestore(comment: Comment): void;
}

const TEXT_ACTIONS = {
  onReply: messages.comment.reply,
  onEdit: messages.comment.edit,
  onDelete: messages.comment.delete,
  onHide: messages.comment.hide,
  onRestore: messages.comment.restore,
} as const;
type TextAction = keyof typeof TEXT_ACTIONS;

/** Reply, Edit, Delete, Hide or Restore: a text button under (or in place of) the comment. */
function CommentAction({
  name,
  comment,
  actions,
}: {
  name: TextAction;
  comment: Comment;
  actions: CommentActions;
}) {
  return (
    <button type="button" className={styles.linkButton} onClick={() => actions[name](comment)}>
      {TEXT_ACTIONS[name]}
    </button>
  );
}

/**
 * One comment: author (or the place or chain when byOutlet), time passed, edited mark, text
 * clamped to 5 lines, images, like, and Reply, Edit, Delete and Hide as the caller may. A deleted
 * or hidden comment leaves a notice with Restore for those who may bring it back.
 */
export function CommentItem({
  comment,
  actions,
  now,
}: {
  comment: Comment;
  actions: CommentActions;
  now: Date;
}) {
  if (comment.isDeleted || comment.isHidden) {
    const canRestore = comment.isDeleted ? comment.hasAccess : comment.canHide;
    return (
      <article className={styles.notice} aria-label={authorName(comment)}>
        <span>
          {comment.isDeleted ? messages.comment.deletedNotice : messages.comment.hiddenNotice}
        </span>
        {canRestore ? <CommentAction name="onRestore" comment={comment} actions={actions} /> : null}
      </article>
    );
  }

  const name = authorName(comment);
  const link = authorLink(comment);
  const liked = actions.actingAsOutlet ? comment.hasOutletLike : comment.isLiked;
  const own = !comment.byOutlet && comment.user !== null && comment.user?.id === actions.viewerId;
  // SPEC section 6: Reply is hidden on one's own comment unless acting as the place.
  const canReply = !own || actions.actingAsOutlet;
  const textActions: TextAction[] = [
    ...(canReply ? (['onReply'] as const) : []),
    ...(comment.hasAccess
      ? (['onEdit', 'onDelete'] as const)
      : comment.canHide
        ? (['onHide'] as const)
        : []),
  ];
  const avatar = (
    <span className={styles.avatar}>
      {link?.avatarUrl ? (
        <img src={link.avatarUrl} alt="" loading="lazy" />
      ) : (
        name.charAt(0).toUpperCase()
      )}
    </span>
  );

  return (
    <article className={styles.comment} aria-label={name}>
      {link ? (
        <Link to={link.href} className={styles.avatarLink} tabIndex={-1} aria-hidden="true">
          {avatar}
        </Link>
      ) : (
        avatar
      )}
      <div className={styles.body}>
        <header className={styles.head}>
          {link ? (
            <Link to={link.href} className={styles.author}>
              {name}
            </Link>
          ) : (
            <span className={styles.author}>{name}</span>
          )}
          <span className={styles.meta}>
            {timePassedText(publishedAt(comment, now), now)}
            {comment.isEdited ? ` · ${messages.comment.edited}` : ''}
          </span>
        </header>
        {comment.subjectComment ? (
          <p className={styles.replyTo}>
            {messages.comment.repliesTo(authorName(comment.subjectComment))}
          </p>
        ) : null}
        <CommentText text={comment.text} />
        <CommentImages commentId={comment.id} images={comment.imageSets} />
        <div className={styles.actions}>
          <button
            type="button"
            className={liked ? `${styles.like} ${styles.liked}` : styles.like}
            aria-pressed={liked}
            aria-label={messages.comment.likeWithCount(comment.likeCount)}
            onClick={() => actions.onLike(comment)}
          >
            <HeartIcon filled={liked} />
            <span>{comment.likeCount}</span>
          </button>
          {textActions.map((name) => (
            <CommentAction key={name} name={name} comment={comment} actions={actions} />
          ))}
        </div>
      </div>
    </article>
  );
}
