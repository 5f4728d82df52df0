import { graphql } from '../../gql/gql';

/**
 * A city by its latinName: the current city's name for the header, the feed and the place lists,
 * its time zone for the lists' opening hours, its centre for a new impression and the map, and the
 * id a new place is saved with.
 */
export const CurrentCityQuery = graphql(`
  query CurrentCity($latinName: String!) {
    city(latinName: $latinName) {
      ...CityCentre_city
      timeZone
    }
  }
`);
