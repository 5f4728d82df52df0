import { graphql } from '../../gql/gql';

export const PlaceCategoriesQuery = graphql(`
  query PlaceCategories {
    categories {
      ...CategoryName_category
    }
  }
`);

export const PlaceCatalogQuery = graphql(`
  query PlaceCatalog {
    categories {
      ...CategoryName_category
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

export const PlaceFormFragment = graphql(`
  fragment PlaceForm_place on Place {
    id
    latinName
    name
    status
    ...Managed_outlet
    moderationStatus
    moderationUnpublishedReason
    hasOwner
    city {
      ...CityCentre_city
    }
    category {
      ...CategoryName_category
    }
    subCategory {
      id
    }
    cuisines {
      value
    }
    organisation {
      id
      name
    }
    shortDescription
    description
    ...PlaceContacts_place
    schedules {
      ...ScheduleHours_schedule
      name
    }
    features {
      alcohol
      businessLunch
      cashfree
      childrenRoom
      dancefloor
      delivery
      entertainment
      hookah
      karaoke
      liveMusic
      mobileCharge
      parkingType
      smokeZone
      sportTranslations
      terrace
      wifi
    }
    averageCheck
    dresscode {
      id
    }
    parkingInfo
    roadInfo
    menuDescription
    galleries {
      ...PlaceForm_gallery
    }
    menus {
      ...PlaceForm_gallery
    }
    avatar {
      ...Thumbnail_imageSet
    }
    logo {
      ...Thumbnail_imageSet
    }
    background {
      ...Thumbnail_imageSet
    }
    location {
      ...Address_location
    }
  }
`);

export const PlaceFormGalleryFragment = graphql(`
  fragment PlaceForm_gallery on Gallery {
    id
    title
    description
    orderNumber
    photos {
      ...Thumbnail_imageSet
    }
  }
`);

export const PlaceEditQuery = graphql(`
  query PlaceEdit($id: ID!) {
    place(id: $id) {
      ...PlaceForm_place
    }
  }
`);

export const UpdatePlaceMutation = graphql(`
  mutation UpdatePlace($id: ID!, $input: PlaceInput!) {
    updatePlace(id: $id, input: $input) {
      ...PlaceForm_place
    }
  }
`);

export const DeletePlaceMutation = graphql(`
  mutation DeletePlace($id: ID!) {
    deletePlace(id: $id) {
      id
      status
      isDeleted
    }
  }
`);

export const RecoverPlaceMutation = graphql(`
  mutation RecoverPlace($id: ID!) {
    recoverPlace(id: $id) {
      id
      status
      isDeleted
    }
  }
`);

export const PickableOrganisationsQuery = graphql(`
  query PickableOrganisations {
    pickableOrganisations(limit: 100) {
      items {
        id
        name
      }
    }
  }
`);
