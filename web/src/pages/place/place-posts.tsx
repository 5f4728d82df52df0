import { lazy, Suspense } from 'react';
import type { LatestPostListProps } from './latest-posts';
import { Link } from 'react-router';
import * as messages from '../../lib/messages';
import { paths } from '../../lib/paths';
import { useHydrated } from '../../lib/infra/hydration';
import { PlaceSection } from './place-section';
import typography from '../../components/ui/text.module.css';
import sections from './place-sections.module.css';

// The post cards and their query come with a chunk of their own, and only for a place that has
// posts to show, in the browser: the sections' headings, links and empty state need neither, and
// the server's HTML of the page has those alone.
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
  return (
    <>
      <LatestSection
        placeId={place.id}
        kind="reviews"
        title={messages.place.latestReviews}
        count={place.reviewCount}
        href={paths.placeReviews.getHref(place.latinName)}
        allLabel={messages.place.allReviews(place.reviewCount)}
        empty={messages.feed.reviewsEmpty}
      />
      {place.newsCount > 0 ? (
        <LatestSection
          placeId={place.id}
          kind="news"
          title={messages.place.latestNews}
          count={place.newsCount}
          href={paths.placeNews.getHref(place.latinName)}
          allLabel={messages.place.allNews(place.newsCount)}
        />
      ) : null}
    </>
  );
}

/** One of the two sections: its link to all, and its cards or what it says when it has none. */
function LatestSection({
  placeId,
  kind,
  title,
  count,
  href,
  allLabel,
  empty,
}: LatestPostListProps & {
  title: string;
  count: number;
  href: string;
  allLabel: string;
  empty?: string;
}) {
  // The cards come with their own chunk and query: not in the server's HTML nor in the hydrate
  // over it, so the page's first render in the browser matches what the server sent.
  const inBrowser = useHydrated();
  return (
    <PlaceSection
      id={`${kind}-title`}
      title={title}
      action={
        count > 0 ? (
          <Link to={href} className={sections.link}>
            {allLabel}
          </Link>
        ) : null
      }
    >
      {count > 0 ? (
        inBrowser ? (
          <Suspense fallback={null}>
            <LatestPostList placeId={placeId} kind={kind} />
          </Suspense>
        ) : null
      ) : empty ? (
        <p className={typography.muted}>{empty}</p>
      ) : null}
    </PlaceSection>
  );
}
