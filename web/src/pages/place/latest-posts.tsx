import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/gql';
import { LATEST_PLACE_POSTS_LIMIT } from '../../lib/constants';
import { PostCard } from '../../features/post/post-card';
import styles from './latest-posts.module.css';

export const PlaceLatestPostsQuery = graphql(`
  query PlaceLatestPosts($placeId: ID!, $limit: Int!) {
    reviews: posts(filter: { placeId: $placeId, type: REVIEW }, limit: $limit) {
      items {
        ...PostCard_post
      }
    }
    news: posts(filter: { placeId: $placeId, type: NEWS }, limit: $limit) {
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

/**
 * The cards of a place's newest reviews or news (LATEST_PLACE_POSTS_LIMIT of each). Both lists
 * read the one query: a page showing both asks once.
 */
export function LatestPostList({ placeId, kind }: LatestPostListProps) {
  const { data } = useQuery(PlaceLatestPostsQuery, {
    variables: { placeId, limit: LATEST_PLACE_POSTS_LIMIT },
  });
  const posts = data?.[kind].items ?? [];
  if (posts.length === 0) return null;
  return (
    <div className={styles.list}>
      {posts.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
    </div>
  );
}
