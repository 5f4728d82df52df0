import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/gql';
import { LATEST_PLACE_POSTS_LIMIT } from '../../lib/constants';
import { PostCard } from '../../features/post/post-card';
import styles from './latest-posts.module.css';

export const PlaceLatestPostsQuery = graphql(`
  query PlaceLatestPosts($placeId: ID!, $type: PostType!, $limit: Int!) {
    posts(filter: { placeId: $placeId, type: $type }, limit: $limit) {
      items {
        ...PostCard_post
      }
    }
  }
`);

export interface LatestPostListProps {
  placeId: string;
  /** Which of the place's latest posts: its reviews or its news. */
  kind: 'reviews' | 'news';
}

/** The cards of a place's newest reviews or news (LATEST_PLACE_POSTS_LIMIT of each). */
export function LatestPostList({ placeId, kind }: LatestPostListProps) {
  const { data } = useQuery(PlaceLatestPostsQuery, {
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
