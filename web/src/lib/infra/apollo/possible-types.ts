import type { PossibleTypesMap } from '@apollo/client';

/**
 * The schema's interfaces and unions with the types that implement them. The cache matches a
 * fragment on an interface (`...OutletPermissions_outlet` on a Place) only when it knows the
 * object's type implements it; without this a cached Place would miss those fields. The test
 * compares it with schema/*.graphql.
 */
export const possibleTypes: PossibleTypesMap = {
  Authored: ['Comment', 'Like', 'Post', 'RepliedComment'],
  Outlet: ['Organisation', 'Place'],
  Page: [
    'ChatPage',
    'CommentPage',
    'LikePage',
    'MessagePage',
    'NotificationPage',
    'OrganisationPage',
    'PlacePage',
    'PostPage',
    'ReservationPage',
    'SearchPage',
    'UserPage',
  ],
  Publication: ['Comment', 'Post'],
  SearchResult: ['Place', 'User'],
};
