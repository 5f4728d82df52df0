import { useQuery } from '@apollo/client/react';
import { DocumentIcon } from '../../components/ui/icons';
import { ScrollingList, useShowMore } from '../../components/ui/paged-list';
import { PostListDocument, type PostFilter } from '../../gql/graphql';
import { POSTS_PAGE_SIZE } from '../../lib/constants';
import * as messages from '../../lib/messages';
import { PostLikesModalSlot } from './likes-modal-slot';
import { PostCard } from './post-card';
import styles from './post-list.module.css';

interface PostListProps {
  filter: PostFilter;
  /** What an empty list says (SPEC section 8). */
  empty: string;
}

/**
 * Posts as cards, newest first, growing by infinite scroll (and Show more) in one cached list per
 * filter, so going back to a feed restores it without a request; the likers modal opens over it.
 */
export function PostList({ filter, empty }: PostListProps) {
  const query = useQuery(PostListDocument, {
    variables: { filter, offset: 0, limit: POSTS_PAGE_SIZE },
  });
  const { data, fetchMore } = query;
  const page = data?.posts;
  const items = page?.items ?? [];
  const more = useShowMore(() =>
    fetchMore({ variables: { offset: items.length, limit: POSTS_PAGE_SIZE } }),
  );

  return (
    <>
      <ScrollingList
        query={query}
        page={page}
        more={more}
        empty={{ icon: <DocumentIcon size={32} />, title: empty }}
        className={styles.list}
        wording={{ ...messages.feed, showMore: messages.post.showMore }}
        renderItem={(post) => <PostCard post={post} />}
      />
      <PostLikesModalSlot />
    </>
  );
}
