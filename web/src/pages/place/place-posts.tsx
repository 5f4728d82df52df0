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
  kind: LatestPostListProps['kind'];
}

type Place = LatestPostsProps['place'];

/** What a section says and links to. */
interface Section {
  title: string;
  count(place: Place): number;
  href(place: Place): string;
  allLabel(count: number): string;
  /** Said when there are none; without it, the section shows only when there are some. */
  empty?: string;
  inServerHtml: boolean;
}

const SECTIONS: Record<LatestPostsProps['kind'], Section> = {
  reviews: {
    title: messages.place.latestReviews,
    count: (place: Place) => place.reviewCount,
    href: (place: Place) => paths.placeReviews.getHref(place.latinName),
    allLabel: messages.place.allReviews,
    empty: messages.feed.reviewsEmpty,
    // The reviews' cards are in the server's HTML; the news' are not (nor in the hydrate over it,
    // so the page's first render in the browser matches what the server sent).
    inServerHtml: true,
  },
  news: {
    title: messages.place.latestNews,
    count: (place: Place) => place.newsCount,
    href: (place: Place) => paths.placeNews.getHref(place.latinName),
    allLabel: messages.place.allNews,
    inServerHtml: false,
  },
};

/**
 * The place's newest reviews or news on its page, with a link to all of them: what people open a
 * city guide's place page for, beside the facts. The reviews' section says when there are none;
 * the news' shows only for a place that has some.
 */
export function LatestPosts({ place, kind }: LatestPostsProps) {
  const section = SECTIONS[kind];
  const count = section.count(place);
  const inBrowser = useHydrated();
  const rendered = section.inServerHtml || inBrowser;
  useServerPart(LATEST_POSTS_MODULE, count > 0 && rendered);
  if (count === 0 && !section.empty) return null;
  return (
    <PlaceSection
      id={`${kind}-title`}
      title={section.title}
      action={
        count > 0 ? (
          <Link to={section.href(place)} className={sections.link}>
            {section.allLabel(count)}
          </Link>
        ) : null
      }
    >
      {count === 0 ? (
        <p className={typography.muted}>{section.empty}</p>
      ) : rendered ? (
        <Suspense fallback={null}>
          <LatestPostList placeId={place.id} kind={kind} />
        </Suspense>
      ) : null}
    </PlaceSection>
  );
}
