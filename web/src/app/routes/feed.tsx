import { PlaceholderRoute } from './placeholder';

// Owned by the feeds work of issue 5: replaced by the real city and following feeds.
export function CityFeedRoute() {
  return <PlaceholderRoute />;
}

export function FollowingFeedRoute() {
  return <PlaceholderRoute />;
}
