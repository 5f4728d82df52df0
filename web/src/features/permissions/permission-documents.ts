import { graphql } from '../../gql/gql';

/** A person on the access lists: enough to recognise them. */
export const PermissionPersonFragment = graphql(`
  fragment PermissionPerson_user on User {
    ...Author_user
    email
  }
`);

// A place and a chain are both an Outlet (the schema's interface): one selection serves both.

/** What a page knows of the caller's access to its place or chain (the entry button decides on it). */
export const OutletPermissionsFragment = graphql(`
  fragment OutletPermissions_outlet on Outlet {
    id
    name
    hasAccess
    isOwned
    isManaged
    isRequested
  }
`);

/** Who owns, manages and asks for a place or chain: the lists the shared_permissions modal shows. */
export const OutletAccessListsFragment = graphql(`
  fragment OutletAccessLists_outlet on Outlet {
    id
    owners {
      ...PermissionPerson_user
    }
    managers {
      ...PermissionPerson_user
    }
    requesters {
      ...PermissionPerson_user
    }
  }
`);

// The lists are read only when the modal opens.
export const PlaceAccessListsQuery = graphql(`
  query PlaceAccessLists($id: ID!) {
    place(id: $id) {
      ...OutletAccessLists_outlet
    }
  }
`);

export const OrganisationAccessListsQuery = graphql(`
  query OrganisationAccessLists($id: ID!) {
    organisation(id: $id) {
      ...OutletAccessLists_outlet
    }
  }
`);

/**
 * Every permission change answers with the place or chain as it is now: its lists and the
 * caller's own flags, which replace the cached ones.
 */
export const PermissionChangeOutletFragment = graphql(`
  fragment PermissionChange_outlet on Outlet {
    ...OutletPermissions_outlet
    isStaffed
    ...OutletAccessLists_outlet
  }
`);

/** The person a change concerns, and the place or chain as above. */
export const PermissionChangeFragment = graphql(`
  fragment PermissionChange_result on PermissionChange {
    user {
      id
    }
    place {
      ...PermissionChange_outlet
    }
    organisation {
      ...PermissionChange_outlet
    }
  }
`);

export const RequestPermissionMutation = graphql(`
  mutation RequestPermission($placeId: ID, $organisationId: ID) {
    requestPermission(placeId: $placeId, organisationId: $organisationId) {
      ...PermissionChange_result
    }
  }
`);

export const GrantPermissionMutation = graphql(`
  mutation GrantPermission(
    $placeId: ID
    $organisationId: ID
    $value: PermissionValue!
    $userId: ID
    $email: String
  ) {
    grantPermission(
      placeId: $placeId
      organisationId: $organisationId
      value: $value
      userId: $userId
      email: $email
    ) {
      ...PermissionChange_result
    }
  }
`);

export const RevokePermissionMutation = graphql(`
  mutation RevokePermission($placeId: ID, $organisationId: ID, $userId: ID) {
    revokePermission(placeId: $placeId, organisationId: $organisationId, userId: $userId) {
      ...PermissionChange_result
    }
  }
`);
