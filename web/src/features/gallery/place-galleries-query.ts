import { graphql } from '../../gql/gql';

/** The place with its albums and menus and every photo: one read serves all gallery routes. */
export const PlaceGalleriesQuery = graphql(`
  query PlaceGalleries($id: ID!) {
    place(id: $id) {
      ...PlaceHeading_place
      category {
        ...CategoryName_category
      }
      menuDescription
      galleries {
        ...GalleryPage_gallery
      }
      menus {
        ...GalleryPage_gallery
      }
    }
  }
`);

/**
 * A photo as every full-screen gallery shows it: a gallery's, a post's or a comment's images, one
 * selection so they share one cache shape (see ThumbnailedPhoto).
 */
export const GalleryPhotoFragment = graphql(`
  fragment GalleryPhoto_imageSet on ImageSet {
    id
    description
    thumbnail {
      ...ImageSize_variant
    }
    standard {
      ...ImageSize_variant
    }
    original {
      ...ImageSize_variant
    }
  }
`);

export const GalleryPageFragment = graphql(`
  fragment GalleryPage_gallery on Gallery {
    id
    title
    description
    photosCount
    orderNumber
    cover {
      id
      thumbnail {
        ...ImageSize_variant
      }
    }
    photos {
      ...GalleryPhoto_imageSet
    }
  }
`);

export type GalleryKind = 'album' | 'menu';
