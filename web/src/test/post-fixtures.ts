// Posts for the post card, feed and post page component tests (the PostCard_post shape).
import type { PostCard_PostFragment } from '../gql/graphql';
import { CurrentCityQuery } from '../lib/current-city-query';
import { london } from './fixtures';

export const postId = '1'.repeat(24);
export const authorId = 'b'.repeat(24);
export const placeId = 'c'.repeat(24);

export function post(
  overrides: Partial<PostCard_PostFragment> = {},
): PostCard_PostFragment & { __typename: 'Post' } {
  return {
    __typename: 'Post',
    id: postId,
    type: 'REVIEW',
    text: 'Lovely staff and the pasta was spot on.',
    rating: 4,
    byOutlet: false,
    user: {
      __typename: 'User',
      id: authorId,
      displayName: 'Grace Hopper',
      avatar: null,
    } as PostCard_PostFragment['user'],
    place: {
      __typename: 'Place',
      id: placeId,
      latinName: 'falcon-cafe',
      name: 'Falcon Cafe',
      avatar: null,
    } as PostCard_PostFragment['place'],
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
  request: { query: CurrentCityQuery, variables: { latinName: london.latinName } },
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
