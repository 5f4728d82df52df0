import { PlaceholderRoute } from './placeholder';

export interface OutletPostsRouteProps {
  outlet: 'place' | 'organisation';
  type: 'NEWS' | 'REVIEW';
}

// Owned by the feeds work of issue 5: a place's or chain's news and reviews.
export function OutletPostsRoute(_props: OutletPostsRouteProps) {
  return <PlaceholderRoute />;
}
