import type { ApolloCache } from '@apollo/client';
import { argsOfStoreField, prependToLists } from '../../lib/infra/apollo/cached-lists';
import type { PostFilter, PostType } from '../../gql/graphql';

/** What decides which lists a new post belongs to. */
export interface NewPostFacts {
  __typename?: 'Post';
  id: string;
  type: PostType;
  city?: { id: string; latinName?: string } | null;
  place?: { id: string } | null;
  organisation?: { id: string } | null;
  user?: { id: string } | null;
}

/** The `filter` argument a cached `posts` list was stored under (its store field name). */
export function filterOfStoreField(storeFieldName: string): PostFilter | null {
  const args = argsOfStoreField(storeFieldName);
  return args ? ((args.filter as PostFilter | null | undefined) ?? {}) : null;
}

/**
 * Whether a new post is among the posts `filter` lists. The following feed never shows one's own
 * post (it lists those one follows), so it is left alone.
 */
export function belongsTo(post: NewPostFacts, filter: PostFilter): boolean {
  if (filter.isFollowing) return false;
  if (filter.type && filter.type !== post.type) return false;
  if (filter.cityId && filter.cityId !== post.city?.id && filter.cityId !== post.city?.latinName) {
    return false;
  }
  if (filter.placeId && filter.placeId !== post.place?.id) return false;
  if (filter.organisationId && filter.organisationId !== post.organisation?.id) return false;
  if (filter.userId && filter.userId !== post.user?.id) return false;
  return true;
}

/**
 * Puts a just created post at the top of every cached feed it belongs to (city feed, place and
 * chain news or reviews, the author's profile), so going back to one shows it without a refetch.
 * Lists never loaded are left to load it themselves.
 */
export function addPostToFeeds(cache: ApolloCache, post: NewPostFacts): void {
  const id = cache.identify({ __typename: 'Post', id: post.id });
  if (!id) return;
  prependToLists(cache, 'posts', id, post.id, (args) => {
    const filter = (args.filter as PostFilter | null | undefined) ?? {};
    return belongsTo(post, filter);
  });
}
