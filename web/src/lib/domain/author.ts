import { graphql } from '../../gql/gql';
import type {
  Author_OrganisationFragment,
  Author_PlaceFragment,
  Author_UserFragment,
} from '../../gql/graphql';
import { paths } from '../paths';

// Posts, comments and likes each name who spoke or liked: a person, a place or a chain, shown with
// its thumbnail and a link. One selection per type keeps every list on the same cache shape.

export const AuthorUserFragment = graphql(`
  fragment Author_user on User {
    id
    displayName
    avatar {
      ...Thumbnail_imageSet
    }
  }
`);

export const AuthorPlaceFragment = graphql(`
  fragment Author_place on Place {
    id
    latinName
    name
    avatar {
      ...Thumbnail_imageSet
    }
  }
`);

export const AuthorOrganisationFragment = graphql(`
  fragment Author_organisation on Organisation {
    id
    name
    avatar {
      ...Thumbnail_imageSet
    }
  }
`);

/**
 * Who did a post, comment or like: the person, or the place or chain it was done as (byOutlet).
 * Each reader decides which of them to show.
 */
export const AuthorAuthoredFragment = graphql(`
  fragment Author_authored on Authored {
    byOutlet
    user {
      ...Author_user
    }
    place {
      ...Author_place
    }
    organisation {
      ...Author_organisation
    }
  }
`);

export interface Author {
  name: string;
  href: string;
  avatarUrl: string | null;
}

export function userAuthor(user: Author_UserFragment): Author {
  return {
    name: user.displayName,
    href: paths.user.getHref(user.id),
    avatarUrl: user.avatar?.thumbnail.url ?? null,
  };
}

export function placeAuthor(place: Author_PlaceFragment): Author {
  return {
    name: place.name,
    href: paths.place.getHref(place.latinName),
    avatarUrl: place.avatar?.thumbnail.url ?? null,
  };
}

export function organisationAuthor(organisation: Author_OrganisationFragment): Author {
  return {
    name: organisation.name,
    href: paths.organisation.getHref(organisation.id),
    avatarUrl: organisation.avatar?.thumbnail.url ?? null,
  };
}
