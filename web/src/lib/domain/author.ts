import type {
  Author_OrganisationFragment,
  Author_PlaceFragment,
  Author_UserFragment,
} from '../../gql/graphql';
import { paths } from '../paths';

// Posts, comments and likes each name who spoke or liked: a person, a place or a chain, shown with
// its thumbnail and a link. One selection per type keeps every list on the same cache shape.

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
