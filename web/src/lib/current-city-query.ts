import { graphql } from '../gql/gql';

/** The current city's name for the header and the feed. */
export const CurrentCityQuery = graphql(`
  query CurrentCity($latinName: String!) {
    city(latinName: $latinName) {
      ...CityName_city
    }
  }
`);
