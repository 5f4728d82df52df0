import { graphql } from '../../gql/gql';

export const PlaceCategoriesQuery = graphql(`
  query PlaceCategories {
    categories {
      id
      name
      latinName
    }
  }
`);

export const PlaceCatalogQuery = graphql(`
  query PlaceCatalog {
    categories {
      id
      name
      latinName
    }
    cuisines {
      value
      label
    }
    dresscodes {
      id
      title
    }
  }
`);

/** SPEC section 5: place create first resolves the city id by a call. */
export const ResolveCityQuery = graphql(`
  query ResolveCity($latinName: String!) {
    city(latinName: $latinName) {
      id
      name
      latinName
    }
  }
`);

export const CreatePlaceMutation = graphql(`
  mutation CreatePlace($input: PlaceInput!) {
    createPlace(input: $input) {
      id
      latinName
      name
      moderationStatus
    }
  }
`);
