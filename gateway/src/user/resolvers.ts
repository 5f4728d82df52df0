import type { MutationResolvers, QueryResolvers, UserResolvers } from '../generated/resolvers.js';
import * as rest from './user-api.js';
import { USER_PAGE_DEFAULT_LIMIT } from '../messages.js';
import { fetchPage } from '../paging/page.js';
import { displayNameOf } from './display-name.js';
import { listUsers } from '../rest/shared-reads.js';
import { getUser } from './user-api.js';

export const userQueries: Pick<QueryResolvers, 'user' | 'users'> = {
  user: (_, { id }, { api }) => getUser(api, id),
  users(_, { query, order, offset, limit }, { api }) {
    const trimmed = query?.trim();
    return fetchPage(
      (upstreamOffset, upstreamLimit) =>
        listUsers(api, {
          query: trimmed ? trimmed : undefined,
          order: order === 'POPULAR' ? 'popular' : order === 'ACTIVE' ? 'active' : undefined,
          offset: upstreamOffset,
          limit: upstreamLimit,
        }),
      offset ?? 0,
      limit ?? USER_PAGE_DEFAULT_LIMIT,
    );
  },
};

export const userMutations: Pick<MutationResolvers, 'updateProfile' | 'deleteUser'> = {
  updateProfile: (_, { id, input }, { api }) => rest.updateUser(api, id, input),
  async deleteUser(_, { id }, { api, token }) {
    await rest.deleteUser(api, id);
    // Deleting oneself revokes the caller's token: one more read notices it, and the 401 hook
    // clears the cookie. An admin deleting someone else keeps their session.
    if (token) await api.get('/api/v1/account').catch(() => undefined);
    return true;
  },
};

export const userResolvers: UserResolvers = {
  displayName: (user) => displayNameOf(user),
  city: (user, _, { loaders }) => (user.city ? loaders.cityById.load(user.city.id) : null),
  followingCount: (user) => Math.max(0, user.followingCount),
};
