// Posts for the post card, feed and post page component tests (the PostCard_post shape).
import { CurrentCityDocument, type PostCard_PostFragment } from '../gql/graphql';
import { london } from './fixtures';

export const postId = '1'.repeat(24);
export const authorId = 'b'.repeat(24);
export const placeId = 'c'.repeat(24);

/** The place the posts are about, as an author or a like shows it. */
export const falconCafe = {
  __typename: 'Place' as const,
  id: placeId,
  latinName: 'falcon-cafe',
  name: 'Falcon Cafe',
  avatar: null,
};

export function post(
  overrides: Partial<PostCard_PostFragment> = {},
): PostCard_PostFragment & { __typename: 'Post' } {
  return {
    __typename: 'Post',
    id: postId,
    type: 'REVIEW',
    text: 'Lovely staff and the pasta was spot on.',
    rating: 4,
    isVisited: false,
    lat: null,
    lon: null,
    city: null,
    nearestPlace: null,
    byOutlet: false,
    user: {
      __typename: 'User',
      id: authorId,
      displayName: 'Grace Hopper',
      avatar: null,
    } as PostCard_PostFragment['user'],
    place: falconCafe as PostCard_PostFragment['place'],
    organisation: null,
    imageSets: [],
    hasOutletLike: false,
    isLiked: false,
    likeCount: 3,
    commentCount: 2,
    lastComments: [],
    isEdited: true,
    isDeleted: false,
    isHidden: false,
    hasAccess: false,
    canHide: false,
    timePassed: 120,
    publicationDate: new Date(Date.now() - 120_000).toISOString(),
    ...overrides,
  };
}

export const cityMock = {
  request: { query: CurrentCityDocument, variables: { latinName: london.latinName } },
  result: { data: { city: london } },
  maxUsageCount: 10,
};

/** A last comment as a feed card shows it. */
export function lastComment(
  overrides: Partial<PostCard_PostFragment['lastComments'][number]> = {},
): PostCard_PostFragment['lastComments'][number] & { __typename: 'Comment' } {
  return {
    __typename: 'Comment',
    id: 'd'.repeat(24),
    byOutlet: false,
    text: 'Agreed, the pasta is the thing to order.',
    isDeleted: false,
    isHidden: false,
    user: {
      __typename: 'User',
      id: 'e'.repeat(24),
      displayName: 'Ada Lovelace',
    } as PostCard_PostFragment['lastComments'][number]['user'],
    place: null,
    organisation: null,
    ...overrides,
  };
}

/** A person in a post's likes, with what their Follow button needs. */
export function liker(id: string, displayName: string, followerCount = 2) {
  return {
    __typename: 'User' as const,
    id,
    displayName,
    avatar: null,
    isFollowed: false,
    followerCount,
  };
}

/** One like: a person's, unless the fields say it was given as a place or chain. */
export function like(id: string, fields: Record<string, unknown>) {
  return { __typename: 'Like', id, byOutlet: false, place: null, organisation: null, ...fields };
}

/** The answer to the likers modal's first page: these likes and no more. */
export function likesResult(items: readonly unknown[]) {
  return { data: { likes: { __typename: 'LikePage', hasMore: false, items } } };
}
