import type {
  FollowChangeResolvers,
  MutationResolvers,
  PlaceResolvers,
  QueryResolvers,
  UserResolvers,
} from '../generated/resolvers.js';
import { FOLLOW_PAGE_DEFAULT_LIMIT } from '../messages.js';
import { fetchPage } from '../paging/page.js';
import { placeOfRef, placesOfRefs, type PlaceWithFollowState } from '../refs/refs.js';
import type { RestUser } from '../rest/types.js';
import { answerFromWrite } from '../selection/selection.js';
import * as rest from './follow-api.js';

export const followQueries: Pick<
  QueryResolvers,
  'followers' | 'followingUsers' | 'followingPlaces'
> = {
  followers(_, { userId, placeId, offset, limit }, { api }) {
    const of = { userId: userId ?? undefined, placeId: placeId ?? undefined };
    return fetchPage(
      (upstreamOffset, upstreamLimit) =>
        rest.followers(api, of, { offset: upstreamOffset, limit: upstreamLimit }),
      offset ?? 0,
      limit ?? FOLLOW_PAGE_DEFAULT_LIMIT,
    );
  },
  followingUsers(_, { userId, offset, limit }, { api }) {
    return fetchPage(
      (upstreamOffset, upstreamLimit) =>
        rest.followingUsers(api, userId, { offset: upstreamOffset, limit: upstreamLimit }),
      offset ?? 0,
      limit ?? FOLLOW_PAGE_DEFAULT_LIMIT,
    );
  },
  async followingPlaces(_, { userId, offset, limit }, context) {
    const page = await fetchPage(
      (upstreamOffset, upstreamLimit) =>
        rest.followingPlaces(context.api, userId, {
          offset: upstreamOffset,
          limit: upstreamLimit,
        }),
      offset ?? 0,
      limit ?? FOLLOW_PAGE_DEFAULT_LIMIT,
    );
    // The refs become whole places (one batched read), as every Place of the schema is.
    return { items: await placesOfRefs(page.items, context), hasMore: page.hasMore };
  },
};

export const followMutations: Pick<
  MutationResolvers,
  'followUser' | 'unfollowUser' | 'followPlace' | 'unfollowPlace'
> = {
  followUser: (_, { id }, { api }) => rest.follow(api, { userId: id }),
  unfollowUser: (_, { id }, { api }) => rest.unfollow(api, { userId: id }),
  followPlace: (_, { id }, { api }) => rest.follow(api, { placeId: id }),
  unfollowPlace: (_, { id }, { api }) => rest.unfollow(api, { placeId: id }),
};

// The write's answer is the freshest word on the follow state and the counts: the followed person
// or place and the caller carry what it says, and are read whole only when more is asked of them.
export const followChangeResolvers: FollowChangeResolvers = {
  user(state, _, { loaders }, info) {
    if (!state.userId) return null;
    const written = {
      id: state.userId,
      isFollowed: state.isFollowed,
      followerCount: Math.max(0, state.followerCount),
    };
    return answerFromWrite<RestUser, typeof written>(info, written, () =>
      loaders.userById.load(written.id),
    );
  },
  place(state, _, context, info) {
    if (!state.placeId) return null;
    const written = {
      id: state.placeId,
      isFollowed: state.isFollowed,
      followerCount: Math.max(0, state.followerCount),
    };
    return answerFromWrite(info, written, async () => placeOfRef(written, context, true));
  },
  follower(state, _, { loaders }, info) {
    const written = { id: state.followerId, followingCount: Math.max(0, state.followingCount) };
    return answerFromWrite<RestUser, typeof written>(info, written, () =>
      loaders.userById.load(written.id),
    );
  },
};

export const followUserResolvers: Pick<UserResolvers, 'someFollowers'> = {
  async someFollowers(user, _, { loaders }) {
    const preview = user.someFollowers ?? [];
    // Only the api's read of one person fills the preview; people embedded in lists (posts,
    // likes, followers) carry an empty one. Handing that out would empty the profile's preview in
    // the web cache (`User:{id}`), so a person with followers is read whole when it is asked for.
    if (!needsWholeUser(user)) return preview;
    return (await loaders.userById.load(user.id)).someFollowers ?? [];
  },
};

/** True when a person's follower preview is empty only because a list embedded them. */
export function needsWholeUser(user: {
  followerCount: number;
  someFollowers?: readonly unknown[] | undefined;
}): boolean {
  return user.followerCount > 0 && (user.someFollowers ?? []).length === 0;
}

export const followPlaceResolvers: Pick<PlaceResolvers, 'isFollowed'> = {
  isFollowed: (place) => (place as PlaceWithFollowState).isFollowed ?? false,
};
