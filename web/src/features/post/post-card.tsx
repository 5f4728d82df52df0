import { Fragment, memo, Suspense } from 'react';
import { Link } from 'react-router';
import { ShareIcon, UserIcon } from '../../components/ui/icons';
import { StarRow } from '../../components/ui/star-row';
import type { PostCard_PostFragment } from '../../gql/graphql';
import { POST_RATING } from '../../lib/constants';
import * as messages from '../../lib/messages';
import { ModalTrigger } from '../../components/ui/modal-button';
import { paths } from '../../lib/paths';
import { useRequireLogin, useSession } from '../../lib/domain/session';
import { useNow } from '../../lib/hooks/use-now';
import { useShare } from '../../lib/hooks/use-share';
import { type Author, organisationAuthor, placeAuthor, userAuthor } from '../../lib/domain/author';
import { PostImages } from './post-images';
import { CommentIcon, HeartIcon } from './post-icons';
import { PostMenu } from './post-menu';
import { usePostModeration, useToggleLike } from './post-mutations';
import { PostText } from './post-text';
import { publishedAt, timePassedText } from '../../lib/domain/time-passed';
import { LastComments } from './last-comments';
import { PostLocation } from './post-location';
import card from '../../components/ui/card.module.css';
import styles from './post-card.module.css';

export type PostCardPost = PostCard_PostFragment;

/** Who speaks on the card: the person, or the place or chain when published as it. */
function authorOf(post: PostCardPost): Author | null {
  const outlet = outletOf(post);
  if (post.byOutlet && outlet) return outlet;
  if (post.user) return userAuthor(post.user);
  return outlet;
}

function outletOf(post: PostCardPost): Author | null {
  if (post.place) return placeAuthor(post.place);
  if (post.organisation) return organisationAuthor(post.organisation);
  return null;
}

function Rating({ value }: { value: number }) {
  const max = POST_RATING.max;
  return (
    <p className={styles.rating} role="img" aria-label={messages.post.rating(value, max)}>
      <StarRow filled={value} max={max} size={16} />
    </p>
  );
}

/** 'Post hidden' or 'Post deleted' where the post was, with Restore for who may restore. */
function Placeholder({ post }: { post: PostCardPost }) {
  const { restore } = usePostModeration();
  const deleted = post.isDeleted;
  return (
    <article
      className={`${card.card} ${styles.card} ${styles.placeholder}`}
      aria-label={messages.post.untitled}
    >
      <p role="status">
        {deleted ? messages.post.deletedPlaceholder : messages.post.hiddenPlaceholder}
      </p>
      {deleted && post.hasAccess ? (
        <button type="button" className={styles.textToggle} onClick={() => void restore(post.id)}>
          {messages.post.restore}
        </button>
      ) : null}
    </article>
  );
}

export interface PostCardProps {
  post: PostCardPost;
  /** 'list' clamps the text and links to the post page; 'full' is the post page itself. */
  mode?: 'list' | 'full';
}

/**
 * A post as every list and the post page show it (SPEC section 2): author, place or
 * chain, type, rating, text, images, likes with the likers modal, comment count, time passed,
 * the edited mark, and Edit, Delete and Hide for those allowed. Like, hide and delete are
 * optimistic and change the one cached post, so every list that holds it follows.
 *
 * Memoised: the cache hands unchanged posts back as the same objects, so a like or a new comment
 * re-renders only the card of the post it changed, not every card of a long list.
 */
export const PostCard = memo(function PostCard({ post, mode = 'list' }: PostCardProps) {
  const now = useNow();
  const requireLogin = useRequireLogin();
  const toggleLike = useToggleLike();
  const { remove, hide } = usePostModeration();
  const { account } = useSession();
  const share = useShare();

  if (post.isDeleted || post.isHidden) return <Placeholder post={post} />;

  const author = authorOf(post);
  const outlet = outletOf(post);
  const postHref = paths.post.getHref(post.id);
  const time = timePassedText(publishedAt(post, now), now);
  const outletName = outlet?.name;
  // Place authors with access to the post's place or chain may like as it (SPEC section 6);
  // canHide and hasAccess are the server's word on that access.
  const mayActAsOutlet = Boolean(account?.isAuthorPlace) && (post.canHide || post.hasAccess);
  // On a post's own page each part is a Suspense boundary, which React hydrates apart (the one
  // clicked first); in a list the card is one part.
  const Part = mode === 'full' ? Suspense : Fragment;

  return (
    <article
      className={`${card.card} ${styles.card}`}
      aria-label={author?.name ?? messages.post.untitled}
    >
      <Part>
        <header className={styles.head}>
          <span className={styles.avatar}>
            {author?.avatarUrl ? (
              <img src={author.avatarUrl} alt="" width={40} height={40} />
            ) : (
              <UserIcon size={22} />
            )}
          </span>
          <div className={styles.who}>
            <p className={styles.names}>
              {author ? (
                <Link className={styles.author} to={author.href}>
                  {author.name}
                </Link>
              ) : null}
              {!post.byOutlet && outlet ? (
                <>
                  {' '}
                  <span className={styles.muted}>{messages.post.at}</span>{' '}
                  <Link className={styles.outlet} to={outlet.href}>
                    {outlet.name}
                  </Link>
                </>
              ) : null}
            </p>
            <p className={styles.meta}>
              <span className={styles.type}>{messages.post.types[post.type]}</span>
              <span aria-hidden="true"> · </span>
              {mode === 'list' ? (
                <Link className={styles.time} to={postHref}>
                  <time dateTime={post.publicationDate}>{time}</time>
                </Link>
              ) : (
                <time dateTime={post.publicationDate}>{time}</time>
              )}
              {post.isEdited ? (
                <>
                  <span aria-hidden="true"> · </span>
                  <span>{messages.post.edited}</span>
                </>
              ) : null}
            </p>
          </div>
          <PostMenu
            postId={post.id}
            canEdit={post.hasAccess}
            canHide={post.canHide && !post.hasAccess}
            onDelete={() => void remove(post.id)}
            onHide={() => void hide(post.id)}
          />
        </header>
      </Part>
      {post.type === 'IMPRESSION' ? <PostLocation post={post} /> : null}
      {post.type === 'REVIEW' && (post.rating || post.isVisited) ? (
        <div className={styles.reviewMarks}>
          {post.rating ? <Rating value={post.rating} /> : null}
          {/* Beyond the SPEC: the reviewer's confirmed reservation here has passed. */}
          {post.isVisited ? <span className={styles.visited}>{messages.post.visited}</span> : null}
        </div>
      ) : null}
      <PostText text={post.text} clamp={mode === 'list'} />
      {post.imageSets.length > 0 ? (
        <Part>
          <PostImages postId={post.id} images={post.imageSets} />
        </Part>
      ) : null}
      {post.type === 'IMPRESSION' && mode === 'full' ? (
        <Part>
          <PostLocation post={post} part="map" />
        </Part>
      ) : null}
      <Part>
        <footer className={styles.foot}>
          <button
            type="button"
            className={post.isLiked ? `${styles.like} ${styles.liked}` : styles.like}
            aria-label={messages.post.like}
            aria-pressed={post.isLiked}
            onClick={() => requireLogin(() => void toggleLike(post))}
          >
            <HeartIcon filled={post.isLiked} />
          </button>
          <ModalTrigger className={styles.count} modal="user_likes" modalId={post.id}>
            {messages.post.likeCount(post.likeCount)}
          </ModalTrigger>
          {outletName && mayActAsOutlet ? (
            <button
              type="button"
              className={styles.outletLikeButton}
              aria-pressed={post.hasOutletLike}
              onClick={() => void toggleLike(post, true)}
            >
              <HeartIcon size={16} filled={post.hasOutletLike} />
              {messages.post.likeAs(outletName)}
            </button>
          ) : post.hasOutletLike && outletName ? (
            <span className={styles.outletLike}>{messages.post.outletLike(outletName)}</span>
          ) : null}
          <Link className={styles.comments} to={postHref}>
            <CommentIcon />
            {messages.post.commentCount(post.commentCount)}
          </Link>
          {mode === 'full' && share ? (
            <button
              type="button"
              className={styles.share}
              onClick={() =>
                void share({ title: author?.name ?? messages.post.untitled, path: postHref })
              }
            >
              <ShareIcon size={18} />
              {messages.share.action}
            </button>
          ) : null}
        </footer>
      </Part>
      {mode === 'list' ? <LastComments post={post} /> : null}
    </article>
  );
});
