import { lazy, Suspense } from 'react';
import type { LatestPostListProps } from './latest-posts';
import { Link } from 'react-router';
import * as messages from '../../lib/messages';
import { paths } from '../../lib/paths';
import { useHydrated } from '../../lib/infra/hydration';
import { useServerPart } from '../../lib/infra/server-parts';
import { PlaceSection } from './place-section';
import typography from '../../components/ui/text.module.css';
import sections from './place-sections.module.css';

// The post cards and their query come with a chunk of their own, and only for a place that has
// posts to show. The server renders the reviews' cards into the page's HTML, and the browser keeps
// that HTML until the chunk is in, then hydrates it (a Suspense boundary): nothing moves below it.
// The news' cards come in the browser alone (the page's render stays within its upstream calls),
// in the last section of the page's column, where they push nothing the page has shown.
const LatestPostList = lazy(() =>
  import('./latest-posts').then((module) => ({ default: module.LatestPostList })),
);

/** The cards' module, as the build's manifest names it: the server links its stylesheets. */
const LATEST_POSTS_MODULE = 'src/pages/place/latest-posts.tsx';

export interface LatestPostsProps {
  place: {
    id: string;
    latinName: string;
    reviewCount: number;
    newsCount: number;
  };
}

/**
 * The place's newest reviews on its page, with a link to all of them: what people open a
 * city guide's place page for, beside the facts.
 */
export function LatestReviews({ place }: LatestPostsProps) {
  return (
    <LatestSection
      placeId={place.id}
      kind="reviews"
      title={messages.place.latestReviews}
      count={place.reviewCount}
      href={paths.placeReviews.getHref(place.latinName)}
      allLabel={messages.place.allReviews(place.reviewCount)}
      empty={messages.feed.reviewsEmpty}
    />
  );
}

/** The place's newest news with a link to all of them, for a place that has any. */
export function LatestNews({ place }: LatestPostsProps) {
  if (place.newsCount === 0) return null;
  return (
    <LatestSection
      placeId={place.id}
      kind="news"
      title={messages.place.latestNews}
      count={place.newsCount}
      href={paths.placeNews.getHref(place.latinName)}
      allLabel={messages.place.allNews(place.newsCount)}
    />
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
  // The news' cards are not in the server's HTML nor in the hydrate over it, so the page's first
  // render in the browser matches what the server sent.
  const inBrowser = useHydrated();
  const rendered = kind === 'reviews' || inBrowser;
  useServerPart(LATEST_POSTS_MODULE, count > 0 && rendered);
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
        rendered ? (
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
