import type { QueryResolvers, SearchResultResolvers } from '../generated/resolvers.js';
import { assertPageArgs, fetchPage } from '../paging/page.js';
import { mergeSearchResults, settle } from './merge.js';
import { listUsers, placesWhere } from '../rest/shared-reads.js';

export const searchQueries: Pick<QueryResolvers, 'search'> = {
  async search(_, { query, offset, limit, city }, { api, logger }) {
    const pageOffset = offset ?? 0;
    const pageLimit = limit ?? 5;
    assertPageArgs(pageOffset, pageLimit);
    const text = query.trim();
    if (!text) return { items: [], hasMore: false, nextOffset: pageOffset };
    // SPEC section 7: both searches at once, each with the same offset and limit.
    const [places, people] = await Promise.all([
      settle(
        fetchPage(
          (upstreamOffset, upstreamLimit) =>
            placesWhere(api, {
              query: text,
              offset: upstreamOffset,
              limit: upstreamLimit,
              response_type: 'short',
              // The city being browsed ranks first (the shuffle then mixes each page).
              ...(city ? { preferred_city: city } : {}),
            }),
          pageOffset,
          pageLimit,
        ),
      ),
      settle(
        fetchPage(
          (upstreamOffset, upstreamLimit) =>
            listUsers(api, { query: text, offset: upstreamOffset, limit: upstreamLimit }),
          pageOffset,
          pageLimit,
        ),
      ),
    ]);
    for (const failed of [places, people]) {
      if (!failed.ok) logger.warn({ err: (failed.error as Error).message }, 'search half failed');
    }
    const page = mergeSearchResults(places, people, `${text}:${city ?? ''}:${pageOffset}`);
    return { ...page, nextOffset: pageOffset + pageLimit };
  },
};

export const searchResultResolvers: SearchResultResolvers = {
  // Places have a slug; people do not.
  __resolveType: (result) => ('latinName' in result ? 'Place' : 'User'),
};
