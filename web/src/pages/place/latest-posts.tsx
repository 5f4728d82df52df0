import { useQuery } from '@apollo/client/react';
import { LATEST_PLACE_POSTS_LIMIT } from '../../lib/constants';
import { PostCard } from '../../features/post/post-card';
import styles from './latest-posts.module.css';
import { PlaceLatestPostsDocument } from '../../gql/graphql';

export interface LatestPostListProps {
  placeId: string;
  /** Which of the place's latest posts: its reviews or its news. */
  kind: 'reviews' | 'news';
}

/** The cards of a place's newest reviews or news (LATEST_PLACE_POSTS_LIMIT of each). */
export function LatestPostList({ placeId, kind }: LatestPostListProps) {
  const { data } = useQuery(PlaceLatestPostsDocument, {
    variables: {
      placeId,
      type: kind === 'reviews' ? 'REVIEW' : 'NEWS',
      limit: LATEST_PLACE_POSTS_LIMIT,
    },
  });
  const posts = data?.posts.items ?? [];
  if (posts.length === 0) return null;
  return (
    <div className={styles.list}>
      {posts.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
    </div>
  );
}
