import { PlaceholderRoute } from './placeholder';

// Owned by the feeds work of issue 5: one post with its comments.
export function PostRoute() {
  return <PlaceholderRoute />;
}
