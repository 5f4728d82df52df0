// Follow buttons, follower modals and their snackbars.
export const follow = {
  follow: 'Follow',
  following: 'Following',
  followers: 'Followers',
  followingTitle: 'Following',
  people: 'People',
  places: 'Places',
  showAll: 'Show all',
  showMore: 'Show more',
  // SPEC section 8.
  followedUser: (name: string) => `You follow the user ${name}`,
  followedPlace: (name: string) => `You follow the place ${name}`,
  unfollowedUser: (name: string) => `You unfollow the user ${name}`,
  unfollowedPlace: (name: string) => `You unfollow the place ${name}`,
  followFailed: 'There was an error when following',
  unfollowFailed: 'There was an error when unfollowing',
  noFollowers: 'It seems that the profile has no followers',
  noFollowing: 'No following',
} as const;
