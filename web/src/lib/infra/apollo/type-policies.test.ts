import { gql, InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { mergeOffsetPage, typePolicies, type CachedPage } from './type-policies';

const page = (items: string[], hasMore: boolean): CachedPage<string> => ({ items, hasMore });

describe('mergeOffsetPage', () => {
  it('takes the first page as it is', () => {
    expect(mergeOffsetPage(undefined, page(['a', 'b'], true), 0)).toEqual(page(['a', 'b'], true));
  });

  it('appends the next page at its offset and takes its hasMore', () => {
    const merged = mergeOffsetPage(page(['a', 'b'], true), page(['c'], false), 2);
    expect(merged).toEqual(page(['a', 'b', 'c'], false));
  });

  it('overwrites a page fetched again instead of repeating it', () => {
    const merged = mergeOffsetPage(page(['a', 'b', 'c', 'd'], true), page(['c2', 'd2'], true), 2);
    expect(merged.items).toEqual(['a', 'b', 'c2', 'd2']);
  });

  it('starts over when page 0 is fetched again (refetch)', () => {
    const merged = mergeOffsetPage(page(['a', 'b', 'c'], false), page(['x', 'y'], true), 0);
    expect(merged).toEqual(page(['x', 'y'], true));
  });

  it('keeps later pages and their hasMore when an earlier page is fetched again', () => {
    const merged = mergeOffsetPage(page(['a', 'b', 'c', 'd'], false), page(['b2'], true), 1);
    expect(merged).toEqual(page(['a', 'b2', 'c', 'd'], false));
  });
});

describe('image renditions in the cache', () => {
  it('keeps the fields one selection wrote when another selects fewer of the same image', () => {
    const cache = new InMemoryCache({ typePolicies });
    const full = gql`
      fragment Full on ImageSet {
        id
        thumbnail {
          url
          width
          height
        }
      }
    `;
    const short = gql`
      fragment Short on ImageSet {
        id
        thumbnail {
          url
        }
      }
    `;
    const id = cache.identify({ __typename: 'ImageSet', id: 'img1' });
    const thumbnail = { __typename: 'ImageVariant', url: '/a.jpg', width: 90, height: 60 };
    cache.writeFragment({
      id,
      fragment: full,
      data: { __typename: 'ImageSet', id: 'img1', thumbnail },
    });
    cache.writeFragment({
      id,
      fragment: short,
      data: {
        __typename: 'ImageSet',
        id: 'img1',
        thumbnail: { __typename: 'ImageVariant', url: '/a.jpg' },
      },
    });
    expect(cache.readFragment({ id, fragment: full })).toEqual({
      __typename: 'ImageSet',
      id: 'img1',
      thumbnail,
    });
  });
});
