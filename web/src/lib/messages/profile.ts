// Profiles, profile form and settings.
export const profile = {
  title: 'Profile',
  edit: 'Edit',
  editTitle: 'Edit profile',
  back: 'Back',
  breadcrumbs: 'Breadcrumbs',
  home: 'Home',
  deleted: 'The profile is deleted',
  deletedHint: 'This account no longer exists.',
  posts: 'Posts',
  noPosts: 'There are no posts yet',
  // SPEC: plural labels in three forms (1, under 10, else).
  counts: {
    posts: ['post', 'posts', 'posts'],
    followers: ['follower', 'followers', 'followers'],
    following: ['following', 'following', 'following'],
  },
  unregistered: {
    title: 'Your profile',
    subtitle: 'Log in or sign up to post, follow places and people, and chat.',
    logIn: 'Log in',
    signUp: 'Sign up',
  },
  edited: 'Profile is edited',
  pageDescription: (name: string) => `${name} on Tavola: posts, reviews and favourite places.`,
} as const;
