// Accounts and profiles for the profile and settings component tests.
import { london } from './fixtures';
import { SessionDocument } from '../gql/graphql';

export const meId = 'a'.repeat(24);
export const otherId = 'b'.repeat(24);

const city = {
  __typename: 'City' as const,
  id: london.id,
  name: london.name,
  latinName: london.latinName,
};

export function account(overrides: { isAdmin?: boolean } = {}) {
  return {
    __typename: 'Account' as const,
    user: {
      __typename: 'User' as const,
      id: meId,
      firstName: 'Ada',
      secondName: 'Lovelace',
      fullName: 'Ada Lovelace',
      displayName: 'Ada Lovelace',
      avatar: null,
      city,
      about: 'Tea and tarts.',
      link: 'https://ada.example',
      phone: '447700900101',
      email: 'user1@tavola.test',
    },
    isNew: false,
    isStaff: false,
    isAdmin: overrides.isAdmin ?? false,
    isRequester: false,
    isContentManager: false,
    isAuthorPlace: false,
  };
}

/** Signs the test in: the stored account (what a reload starts from) and the `me` answer. */
export function signedIn(me: ReturnType<typeof account> = account()) {
  window.localStorage.setItem('tavola-account', JSON.stringify(me));
  return { request: { query: SessionDocument }, result: { data: { me } }, maxUsageCount: 5 };
}

/** Signed in as someone who owns or manages places (the Places tabs, the staffed lists). */
export const signedInAsStaff = () => signedIn({ ...account(), isAuthorPlace: true });

export const visitor = {
  request: { query: SessionDocument },
  result: { data: { me: null } },
  maxUsageCount: 5,
};

export { city };
