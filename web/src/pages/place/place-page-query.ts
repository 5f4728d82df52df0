import { graphql } from '../../gql/gql';
import type { PlacePageQuery as PlacePageData } from '../../gql/graphql';

/** Everything a place page shows, in one request (SPEC section 3). */
export const PlacePageQuery = graphql(`
  query PlacePage($id: ID!, $recommendedLimit: Int!) {
    place(id: $id) {
      ...PlaceHeading_place
      shortDescription
      description
      category {
        ...CategoryName_category
      }
      cuisines {
        value
        label
      }
      city {
        timeZone
      }
      avatar {
        id
        standard {
          ...ImageSize_variant
        }
      }
      background {
        id
        cover {
          ...ImageSize_variant
        }
      }
      ...PlaceLabels_place
      isReservationsEnabled
      hasAccess
      followerCount
      reviewCount
      newsCount
      averageRating
      location {
        ...Address_location
      }
      ...PlaceContacts_place
      features {
        alcohol
        cashfree
        wifi
        dancefloor
        entertainment
        liveMusic
        parkingType
        smokeZone
      }
      dresscode {
        id
        title
        description
      }
      parkingInfo
      roadInfo
      schedules {
        ...ScheduleHours_schedule
        name
      }
      organisation {
        id
        name
        placeCount
        avatar {
          ...Thumbnail_imageSet
        }
      }
      galleries {
        ...GalleryCard_gallery
      }
      menus {
        ...GalleryCard_gallery
      }
      menuDescription
      ...FollowButton_place
      ...WritePostLink_outlet
      ...PlaceModeBar_place
      ...ModerationNotice_place
      ...OutletPermissions_outlet
      ...Managed_outlet
      someFollowers {
        ...Author_user
      }
      recommended(limit: $recommendedLimit) {
        ...PlaceCard_place
      }
    }
  }
`);

/** The place a place page shows. */
export type PagePlace = NonNullable<PlacePageData['place']>;
