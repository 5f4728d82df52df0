import { graphql } from '../../gql/gql';

/** A person on the access lists: enough to recognise them. */
export const PermissionPersonFragment = graphql(`
  fragment PermissionPerson_user on User {
    ...Author_user
    email
  }
`);

/** What the page knows of the caller's access to a place (the entry button decides on it). */
export const PlacePermissionsFragment = graphql(`
  fragment PlacePermissions_place on Place {
    id
    name
    hasAccess
    isOwned
    isManaged
    isRequested
  }
`);

/** The same of a chain. */
export const OrganisationPermissionsFragment = graphql(`
  fragment OrganisationPermissions_organisation on Organisation {
    id
    name
    hasAccess
    isOwned
    isManaged
    isRequested
  }
`);

/** Who owns, manages and asks for a place: the lists the shared_permissions modal shows. */
export const PlaceAccessListsFragment = graphql(`
  fragment PlaceAccessLists_place on Place {
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

/** The same of a chain. */
export const OrganisationAccessListsFragment = graphql(`
  fragment OrganisationAccessLists_organisation on Organisation {
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
      ...PlaceAccessLists_place
    }
  }
`);

export const OrganisationAccessListsQuery = graphql(`
  query OrganisationAccessLists($id: ID!) {
    organisation(id: $id) {
      ...OrganisationAccessLists_organisation
    }
  }
`);

/**
 * Every permission change answers with the place or chain as it is now: its lists and the
 * caller's own flags, which replace the cached ones.
 */
export const PermissionChangeFragment = graphql(`
  fragment PermissionChange_result on PermissionChange {
    user {
      id
    }
    place {
      ...PlacePermissions_place
      isStaffed
      ...PlaceAccessLists_place
    }
    organisation {
      ...OrganisationPermissions_organisation
      isStaffed
      ...OrganisationAccessLists_organisation
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
