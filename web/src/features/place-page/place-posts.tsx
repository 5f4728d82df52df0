import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { messages } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { PlaceSection } from './place-section';
import typography from '../../components/ui/text.module.css';
import sections from './place-sections.module.css';

// The post cards and their query come with a chunk of their own, and only for a place that has
// posts to show: the sections' headings, links and empty state need neither.
const LatestPostList = lazy(() =>
  import('./latest-posts').then((module) => ({ default: module.LatestPostList })),
);

export interface LatestPostsProps {
  place: {
    id: string;
    latinName: string;
    reviewCount: number;
    newsCount: number;
  };
}

/**
 * The place's newest reviews and news on its page, with links to all of them: what people open a
 * city guide's place page for, beside the facts.
 */
export function LatestPosts({ place }: LatestPostsProps) {
  const reviewsHref = paths.placeReviews.getHref(place.latinName);
  const newsHref = paths.placeNews.getHref(place.latinName);
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
        ) : (
          <Suspense fallback={null}>
            <LatestPostList placeId={place.id} kind="reviews" />
          </Suspense>
        )}
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
          <Suspense fallback={null}>
            <LatestPostList placeId={place.id} kind="news" />
          </Suspense>
        </PlaceSection>
      ) : null}
    </>
  );
}
