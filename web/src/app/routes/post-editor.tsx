import { PlaceholderRoute } from './placeholder';

// Owned by the post editor work of issue 5: create, choose a place, edit.
export function PostCreateRoute() {
  return <PlaceholderRoute />;
}

export function PostCreateSelectRoute() {
  return <PlaceholderRoute />;
}

export function PostEditRoute() {
  return <PlaceholderRoute />;
}
