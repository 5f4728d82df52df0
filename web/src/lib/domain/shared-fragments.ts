import { graphql } from '../../gql/gql';

// Selections many documents of the app ask for alike. Each document that spreads one of them
// carries its definition (the generated document holds the fragments it uses), so these need no
// import where they are spread.

/** A picture as lists, forms and avatars show it: its small rendition. */
export const ThumbnailFragment = graphql(`
  fragment Thumbnail_imageSet on ImageSet {
    id
    thumbnail {
      url
    }
  }
`);

/** A city as links and headings name it. */
export const CityNameFragment = graphql(`
  fragment CityName_city on City {
    id
    name
    latinName
  }
`);

/** A category as links and headings name it. */
export const CategoryNameFragment = graphql(`
  fragment CategoryName_category on Category {
    id
    name
    latinName
  }
`);

/** What a place's page heading and its crumbs link to: the place in its city. */
export const PlaceHeadingFragment = graphql(`
  fragment PlaceHeading_place on Place {
    id
    latinName
    name
    city {
      ...CityName_city
    }
  }
`);

/** The opening hours a place is open or closed by. */
export const ScheduleHoursFragment = graphql(`
  fragment ScheduleHours_schedule on Schedule {
    id
    isMain
    items {
      dayOfWeek
      startAt
      endAt
    }
  }
`);

/** A rendition of a picture with its size, for the layouts that reserve its room. */
export const ImageSizeFragment = graphql(`
  fragment ImageSize_variant on ImageVariant {
    url
    width
    height
  }
`);

/** How a place is reached by phone and on the web. */
export const PlaceContactsFragment = graphql(`
  fragment PlaceContacts_place on Place {
    phones {
      id
      phone
      name
    }
    links {
      id
      name
      link
    }
  }
`);

/**
 * A post or a comment as its card or list item shows it: who wrote it, its text, images and likes,
 * the edited mark, the time, and what its menu offers.
 */
export const PublicationItemFragment = graphql(`
  fragment PublicationItem_publication on Publication {
    ...Author_authored
    text
    imageSets {
      ...GalleryPhoto_imageSet
    }
    ...LikeState_publication
    isEdited
    isDeleted
    isHidden
    hasAccess
    canHide
    timePassed
    publicationDate
  }
`);

/** Where a place stands: its address and its point on the map. */
export const AddressFragment = graphql(`
  fragment Address_location on Location {
    street
    building
    lat
    lon
  }
`);

/**
 * A city with its centre: where a map of it opens, and where an impression in it stands without a
 * point of its own.
 */
export const CityCentreFragment = graphql(`
  fragment CityCentre_city on City {
    ...CityName_city
    lat
    lon
  }
`);
