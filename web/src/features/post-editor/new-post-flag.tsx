import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths';

/** SPEC section 2: the `newPost` query flag opens post creation from any page. */
export const NEW_POST_PARAM = 'newPost';
const CARRIED = ['placeId', 'organisationId'] as const;

/** The post creation address a `?newPost` URL stands for (its place or chain carried along). */
export function newPostHref(params: URLSearchParams): string {
  const next = new URLSearchParams();
  for (const name of CARRIED) {
    const value = params.get(name);
    if (value) next.set(name, value);
  }
  const query = next.toString();
  return query ? `${paths.postCreate.getHref()}?${query}` : paths.postCreate.getHref();
}

/** Rendered once by the root layout: turns `?newPost` on any page into /posts/create. */
export function NewPostFlag() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = params.has(NEW_POST_PARAM) ? newPostHref(params) : null;
  useEffect(() => {
    if (target) void navigate(target, { replace: true });
  }, [target, navigate]);
  return null;
}
