import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '../../gql/gql';
import { LATEST_PLACE_POSTS_LIMIT } from '../../lib/constants';
import { messages } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { PostCard } from '../post/post-card';
import { PlaceSection } from './place-section';
import typography from '../../components/ui/text.module.css';
import sections from './place-sections.module.css';
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

export interface LatestPostsProps {
  place: {
    id: string;
    latinName: string;
    reviewCount: number;
    newsCount: number;
  };
}

/**
 * The place's newest reviews and news (LATEST_PLACE_POSTS_LIMIT of each) on its page, with links
 * to all of them: what people open a city guide's place page for, beside the facts.
 */
export function LatestPosts({ place }: LatestPostsProps) {
  const { data } = useQuery(PlaceLatestPostsQuery, {
    variables: { placeId: place.id, limit: LATEST_PLACE_POSTS_LIMIT },
  });
  const reviewsHref = paths.placeReviews.getHref(place.latinName);
  const newsHref = paths.placeNews.getHref(place.latinName);
  const reviews = data?.reviews.items ?? [];
  const news = data?.news.items ?? [];
  return (
    <>
      <PlaceSection
        id="reviews-title"
        title={messages.place.latestReviews}
        action={
          place.reviewCount > 0 ? (
            <Link to={reviewsHref} className={sections.link}>
              {messages.place.allReviews(place.reviewCount)}
            </Link>
          ) : null
        }
      >
        {place.reviewCount === 0 ? (
          <p className={typography.muted}>{messages.feed.reviewsEmpty}</p>
        ) : null}
        {reviews.length > 0 ? (
          <div className={styles.list}>
            {reviews.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </div>
        ) : null}
      </PlaceSection>
      {place.newsCount > 0 ? (
        <PlaceSection
          id="news-title"
          title={messages.place.latestNews}
          action={
            <Link to={newsHref} className={sections.link}>
              {messages.place.allNews(place.newsCount)}
            </Link>
          }
        >
          <div className={styles.list}>
            {news.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </div>
        </PlaceSection>
      ) : null}
    </>
  );
}
