import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { UserIcon } from '../../components/ui/icons';
import { ModalShell } from '../../components/ui/modal-shell';
import { FirstPageState, ShowMoreFooter, useShowMore } from '../../components/ui/paged-list';
import { PostLikesDocument, type PostLikesQuery as PostLikesResult } from '../../gql/graphql';
import { LIKES_PAGE_SIZE } from '../../lib/constants';
import * as messages from '../../lib/messages';
import { FollowButton } from '../../components/follow-button';
import { type Author, organisationAuthor, placeAuthor, userAuthor } from '../../lib/domain/author';
import { HeartIcon } from './post-icons';
import { Avatar } from '../../components/ui/avatar';
import styles from './likers-modal.module.css';

type Like = PostLikesResult['likes']['items'][number];

/** The person, or the place or chain that liked as itself. */
function liker(like: Like): Author | null {
  if (like.user && !like.byOutlet) return userAuthor(like.user);
  if (like.place) return placeAuthor(like.place);
  if (like.organisation) return organisationAuthor(like.organisation);
  return null;
}

/** `?modal=user_likes&modal_id={postId}`: who liked the post, 20 a page (SPEC section 9). */
export function LikersModal({ postId, onClose }: { postId: string; onClose(): void }) {
  const { data, loading, error, refetch, fetchMore } = useQuery(PostLikesDocument, {
    variables: { postId, offset: 0, limit: LIKES_PAGE_SIZE },
    // A like elsewhere changes who liked: show the cached page at once and refresh it.
    fetchPolicy: 'cache-and-network',
  });
  const likes = data?.likes;
  const more = useShowMore(() =>
    fetchMore({ variables: { offset: likes?.items.length ?? 0, limit: LIKES_PAGE_SIZE } }),
  );

  return (
    <ModalShell title={messages.post.likesTitle} onClose={onClose}>
      <FirstPageState
        loading={loading}
        error={error ?? null}
        onRetry={() => void refetch()}
        isEmpty={!likes || likes.items.length === 0}
        missingIsEmpty
        empty={{ icon: <HeartIcon size={32} />, title: messages.post.likesEmpty }}
      />
      {likes && likes.items.length > 0 ? (
        <>
          <ul className={styles.list} aria-label={messages.post.likesTitle}>
            {likes.items.map((like) => {
              const who = liker(like);
              if (!who) return null;
              return (
                <li key={like.id} className={styles.item}>
                  <Link className={styles.row} to={who.href}>
                    <Avatar url={who.avatarUrl} fallback={<UserIcon size={20} />} size="sm" />
                    {who.name}
                  </Link>
                  {like.user && !like.byOutlet ? (
                    // Beside the link, not inside it: a button in a link is invalid.
                    <FollowButton user={like.user} size="sm" />
                  ) : null}
                </li>
              );
            })}
          </ul>
          <ShowMoreFooter more={more} hasMore={likes.hasMore} label={messages.post.showMore} />
        </>
      ) : null}
    </ModalShell>
  );
}
