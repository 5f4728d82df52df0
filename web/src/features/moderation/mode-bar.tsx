import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import type { PlaceModeBar_PlaceFragment } from '../../gql/graphql';
import { PREVIEW_PARAM } from '../../lib/constants';
import { useSession } from '../../lib/domain/session';
import { modeBarOf } from './mode-bar-state';

// Only those with access preview an edit, only admins moderate: the bars (with the place form's
// save rules and the refusal form) load for them, not with every place page.
const PreviewBar = lazy(() =>
  import('./preview-bar').then((module) => ({ default: module.PreviewBar })),
);
const ModerationBar = lazy(() =>
  import('./moderation-bar').then((module) => ({ default: module.ModerationBar })),
);

/**
 * The mode bar of a place screen (SPEC section 2, Layout): Save and Return while previewing an
 * edit, Accept and Decline for an admin while the place is on moderation; nothing otherwise.
 */
export function PlaceModeBar({ place }: { place: PlaceModeBar_PlaceFragment }) {
  const { account } = useSession();
  const [searchParams] = useSearchParams();
  const bar = modeBarOf({
    preview: searchParams.has(PREVIEW_PARAM),
    isAdmin: Boolean(account?.isAdmin),
    hasAccess: place.hasAccess === true,
    moderationStatus: place.moderationStatus,
  });
  if (bar === null) return null;
  // Keyed by the bar: another bar gets a boundary of its own, never one still waiting.
  return (
    <Suspense key={bar} fallback={null}>
      {bar === 'preview' ? (
        <PreviewBar placeId={place.id} placeSlug={place.latinName} />
      ) : (
        <ModerationBar placeId={place.id} />
      )}
    </Suspense>
  );
}
