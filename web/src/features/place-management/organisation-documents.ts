import { graphql } from '../../gql/gql';

export const OrganisationFormFragment = graphql(`
  fragment OrganisationForm_organisation on Organisation {
    id
    name
    ...Managed_outlet
    category {
      id
    }
    city {
      ...CityName_city
    }
    avatar {
      ...Thumbnail_imageSet
    }
  }
`);

export const OrganisationEditQuery = graphql(`
  query OrganisationEdit($id: ID!) {
    organisation(id: $id) {
      ...OrganisationForm_organisation
    }
  }
`);

export const CreateOrganisationMutation = graphql(`
  mutation CreateOrganisation($input: OrganisationInput!) {
    createOrganisation(input: $input) {
      ...OrganisationForm_organisation
    }
  }
`);

export const UpdateOrganisationMutation = graphql(`
  mutation UpdateOrganisation($id: ID!, $input: OrganisationInput!) {
    updateOrganisation(id: $id, input: $input) {
      ...OrganisationForm_organisation
    }
  }
`);

export const DeleteOrganisationMutation = graphql(`
  mutation DeleteOrganisation($id: ID!) {
    deleteOrganisation(id: $id) {
      id
      isDeleted
    }
  }
`);
