import type { InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../lib/infra/apollo/client';
import { addPostToFeeds, belongsTo, filterOfStoreField, type NewPostFacts } from './feed-cache';

const review: NewPostFacts = {
  __typename: 'Post',
  id: 'p'.repeat(24),
  type: 'REVIEW',
  city: { id: 'c1', latinName: 'london-england-united-kingdom' },
  place: { id: 'pl1' },
  organisation: null,
  user: { id: 'u1' },
};

describe('feeds a new post belongs to', () => {
  it('reads the filter a list was cached under', () => {
    expect(filterOfStoreField('posts:{"filter":{"cityId":"c1"}}')).toEqual({ cityId: 'c1' });
    expect(filterOfStoreField('posts:{}')).toEqual({});
    expect(filterOfStoreField('posts')).toEqual({});
  });

  it('matches the city, place, type and author lists, not others', () => {
    expect(belongsTo(review, { cityId: 'c1' })).toBe(true);
    expect(belongsTo(review, { cityId: 'london-england-united-kingdom' })).toBe(true);
    expect(belongsTo(review, { placeId: 'pl1', type: 'REVIEW' })).toBe(true);
    expect(belongsTo(review, { userId: 'u1' })).toBe(true);
    expect(belongsTo(review, { placeId: 'pl1', type: 'NEWS' })).toBe(false);
    expect(belongsTo(review, { cityId: 'c2' })).toBe(false);
    expect(belongsTo(review, { organisationId: 'o1' })).toBe(false);
    expect(belongsTo(review, { isFollowing: true })).toBe(false);
  });
});

describe('addPostToFeeds', () => {
  function cacheWithLists(): InMemoryCache {
    const cache = createCache();
    const old = { __typename: 'Post', id: 'o'.repeat(24), text: 'old' };
    for (const filter of [{ cityId: 'c1' }, { placeId: 'pl1', type: 'NEWS' }]) {
      cache.writeQuery({
        query: listQuery,
        variables: { filter, offset: 0, limit: 10 },
        data: { posts: { __typename: 'PostPage', hasMore: true, items: [old] } },
      });
    }
    cache.writeFragment({
      fragment: postFragment,
      data: { __typename: 'Post', id: review.id, text: 'new' },
    });
    return cache;
  }

  it('puts the post first in the lists it belongs to and nowhere else', () => {
    const cache = cacheWithLists();
    addPostToFeeds(cache, review);
    const read = (filter: object) =>
      cache
        .readQuery<{ posts: { items: { id: string }[] } }>({
          query: listQuery,
          variables: { filter, offset: 0, limit: 10 },
        })
        ?.posts.items.map((item) => item.id);
    expect(read({ cityId: 'c1' })).toEqual([review.id, 'o'.repeat(24)]);
    expect(read({ placeId: 'pl1', type: 'NEWS' })).toEqual(['o'.repeat(24)]);
    // Twice changes nothing.
    addPostToFeeds(cache, review);
    expect(read({ cityId: 'c1' })).toHaveLength(2);
  });
});

// Plain documents (not codegen's): the cache only needs their shape.
const listQuery = parse(`
  query TestPosts($filter: PostFilter, $offset: Int!, $limit: Int!) {
    posts(filter: $filter, offset: $offset, limit: $limit) {
      hasMore
      items {
        id
        text
      }
    }
  }
`);
const postFragment = parse(`
  fragment TestPost on Post {
    id
    text
  }
`);
