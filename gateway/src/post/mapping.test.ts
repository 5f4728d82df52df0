import { describe, expect, it } from 'vitest';
import {
  postCreateBody,
  postListParams,
  postTypeOf,
  postUpdateBody,
  restPostType,
} from './mapping.js';

describe('post type', () => {
  it.each([
    ['news', 'NEWS'],
    ['review', 'REVIEW'],
    ['impression', 'IMPRESSION'],
  ] as const)('maps the api type %s to the GraphQL enum %s and back', (rest, graphql) => {
    expect(postTypeOf(rest)).toBe(graphql);
    expect(restPostType(graphql)).toBe(rest);
  });
});

describe('postListParams', () => {
  it('passes every given condition, the type in lower case', () => {
    expect(
      postListParams({
        cityId: 'c',
        placeId: 'p',
        organisationId: 'o',
        userId: 'u',
        type: 'REVIEW',
        isFollowing: true,
      }),
    ).toEqual({
      cityId: 'c',
      placeId: 'p',
      organisationId: 'o',
      userId: 'u',
      type: 'review',
      isFollowing: true,
    });
  });

  it('leaves out nulls and isFollowing false', () => {
    expect(postListParams({ cityId: null, type: null, isFollowing: false })).toEqual({});
    expect(postListParams(undefined)).toEqual({});
  });
});

describe('write bodies', () => {
  it('sends only what the input gives, the type in lower case', () => {
    expect(
      postCreateBody({ text: 'Hi', type: 'IMPRESSION', cityId: 'c', lat: 0, lon: 0, rating: null }),
    ).toEqual({ text: 'Hi', type: 'impression', cityId: 'c', lat: 0, lon: 0, byOutlet: false });
    expect(postCreateBody({ text: '', placeId: 'p', imageIds: ['i'], byOutlet: false })).toEqual({
      text: '',
      placeId: 'p',
      imageIds: ['i'],
      byOutlet: false,
    });
  });

  it('keeps fields left out of an edit (and an empty image list clears them)', () => {
    expect(postUpdateBody({ text: null, rating: 4 })).toEqual({ rating: 4 });
    expect(postUpdateBody({ imageIds: [] })).toEqual({ imageIds: [] });
  });
});
