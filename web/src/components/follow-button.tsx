import { useApolloClient, useFragment, useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { Button } from './ui/button';
import {
  FollowButton_FollowingCountFragmentDoc,
  FollowButton_PlaceFragmentDoc,
  FollowButton_UserFragmentDoc,
  FollowPlaceDocument,
  FollowUserDocument,
  UnfollowPlaceDocument,
  UnfollowUserDocument,
  type FollowButton_PlaceFragment,
  type FollowButton_UserFragment,
  type FollowChange_ResultFragment,
} from '../gql/graphql';
import * as messages from '../lib/messages';
import { useSnackbar } from '../lib/hooks/snackbar';
import { useRequireLogin, useSession } from '../lib/domain/session';
import { useActionFailure } from '../lib/hooks/action-failure';

/**
 * After a follow or unfollow, the lists whose membership changed are dropped from the cache, so
 * whichever is on screen (or opened next) asks again: the caller's following people or places,
 * the target's followers, the following feed and the following places lists. Counts and flags
 * need no refetch: the mutation's answer updates the normalised user and place.
 */
export function forgetFollowLists(
  cache: ApolloCache,
  callerId: string,
  target: { userId: string } | { placeId: string },
): void {
  const following = 'userId' in target ? 'followingUsers' : 'followingPlaces';
  cache.evict({ id: 'ROOT_QUERY', fieldName: following, args: { userId: callerId } });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'followers', args: target });
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      posts: (value, { storeFieldName, DELETE }) =>
        storeFieldName.includes('"isFollowing":true') ? DELETE : value,
      places: (value, { storeFieldName, DELETE }) =>
        storeFieldName.includes('"isFollowing":true') ? DELETE : value,
    },
  });
  cache.gc();
}

type Target =
  | { kind: 'user'; user: FollowButton_UserFragment }
  | { kind: 'place'; place: FollowButton_PlaceFragment };

function change(
  target: Target,
  isFollowed: boolean,
  follower: { id: string; followingCount: number },
): FollowChange_ResultFragment {
  const subject = target.kind === 'user' ? target.user : target.place;
  const state = {
    id: subject.id,
    isFollowed,
    followerCount: Math.max(0, subject.followerCount + (isFollowed ? 1 : -1)),
  };
  // Typenames let the cache find the user and place to update (the generated types omit them).
  const user = target.kind === 'user' ? { __typename: 'User' as const, ...state } : null;
  const place = target.kind === 'place' ? { __typename: 'Place' as const, ...state } : null;
  const caller = { __typename: 'User' as const, ...follower };
  const result = { __typename: 'FollowChange' as const, isFollowed, user, place, follower: caller };
  return result;
}

/**
 * Follows or unfollows a person or place at once (optimistic), with the SPEC's snackbars; a
 * refusal rolls back and says so. Visitors get the login modal.
 */
export function useFollowToggle(target: Target): () => void {
  const client = useApolloClient();
  const { account } = useSession();
  const requireLogin = useRequireLogin();
  const { showSnackbar } = useSnackbar();
  const fail = useActionFailure();
  const [followUser] = useMutation(FollowUserDocument);
  const [unfollowUser] = useMutation(UnfollowUserDocument);
  const [followPlace] = useMutation(FollowPlaceDocument);
  const [unfollowPlace] = useMutation(UnfollowPlaceDocument);

  async function toggle(callerId: string) {
    const subject = target.kind === 'user' ? target.user : target.place;
    const follow = !subject.isFollowed;
    const cached = client.cache.readFragment({
      id: client.cache.identify({ __typename: 'User', id: callerId }),
      fragment: FollowButton_FollowingCountFragmentDoc,
    });
    const follower = {
      id: callerId,
      followingCount: Math.max(0, (cached?.followingCount ?? 0) + (follow ? 1 : -1)),
    };
    const optimistic = change(target, follow, follower);
    const variables = { id: subject.id };
    try {
      if (target.kind === 'user') {
        if (follow) await followUser({ variables, optimisticResponse: { followUser: optimistic } });
        else await unfollowUser({ variables, optimisticResponse: { unfollowUser: optimistic } });
        showSnackbar(
          follow
            ? messages.follow.followedUser(target.user.displayName)
            : messages.follow.unfollowedUser(target.user.displayName),
        );
        forgetFollowLists(client.cache, callerId, { userId: subject.id });
      } else {
        if (follow) {
          await followPlace({ variables, optimisticResponse: { followPlace: optimistic } });
        } else {
          await unfollowPlace({ variables, optimisticResponse: { unfollowPlace: optimistic } });
        }
        showSnackbar(
          follow
            ? messages.follow.followedPlace(target.place.name)
            : messages.follow.unfollowedPlace(target.place.name),
        );
        forgetFollowLists(client.cache, callerId, { placeId: subject.id });
      }
    } catch (error) {
      fail(error, follow ? messages.follow.followFailed : messages.follow.unfollowFailed);
    }
  }

  return () =>
    requireLogin(() => {
      if (account) void toggle(account.user.id);
    });
}

type FollowButtonProps =
  | { user: FollowButton_UserFragment; place?: never; size?: 'sm' | 'md' }
  | { place: FollowButton_PlaceFragment; user?: never; size?: 'sm' | 'md' };

/**
 * Follow or Following (unfollows on click) for a person or a place. It reads its subject from
 * the cache, so it follows every change however stale the list that rendered it. No button on
 * one's own profile: a person cannot follow themselves.
 */
export function FollowButton(props: FollowButtonProps) {
  const { account } = useSession();
  const liveUser = useFragment({
    fragment: FollowButton_UserFragmentDoc,
    from: props.user ? { __typename: 'User', id: props.user.id } : null,
  });
  const livePlace = useFragment({
    fragment: FollowButton_PlaceFragmentDoc,
    from: props.place ? { __typename: 'Place', id: props.place.id } : null,
  });
  const target: Target = props.user
    ? { kind: 'user', user: liveUser.complete ? liveUser.data : props.user }
    : { kind: 'place', place: livePlace.complete ? livePlace.data : props.place };
  const toggle = useFollowToggle(target);
  if (props.user && account?.user.id === props.user.id) return null;
  const isFollowed = target.kind === 'user' ? target.user.isFollowed : target.place.isFollowed;
  return (
    <Button
      variant={isFollowed ? 'secondary' : 'primary'}
      size={props.size ?? 'md'}
      onClick={toggle}
    >
      {isFollowed ? messages.follow.following : messages.follow.follow}
    </Button>
  );
}
