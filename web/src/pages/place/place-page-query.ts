import type { PlacePageQuery as PlacePageData } from '../../gql/graphql';

/** The place a place page shows. */
export type PagePlace = NonNullable<PlacePageData['place']>;
