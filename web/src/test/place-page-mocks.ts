// The mocks a place page asks for: its city, its details and its latest posts.
import { post } from './post-fixtures';
import { london, moscow, place } from './fixtures';
import { CurrentCityDocument, PlaceLatestPostsDocument, PlacePageDocument } from '../gql/graphql';

export function cityMock(city: typeof london) {
  return {
    request: { query: CurrentCityDocument, variables: { latinName: city.latinName } },
    result: { data: { city } },
    maxUsageCount: 2,
  };
}

export function image(id: string) {
  const variant = (kind: string) => ({
    __typename: 'ImageVariant' as const,
    url: `/uploads/${id}-${kind}.jpg`,
    width: 100,
    height: 80,
  });
  return {
    __typename: 'ImageSet' as const,
    id,
    standard: variant('standard'),
    thumbnail: variant('thumbnail'),
    cover: variant('cover'),
    original: variant('original'),
  };
}

export function fullPlace(overrides: Record<string, unknown> = {}) {
  return {
    ...place(3),
    shortDescription: 'Seasonal plates.',
    description: 'Seasonal plates and natural wine.',
    category: {
      __typename: 'Category' as const,
      id: 'c'.repeat(24),
      name: 'Restaurants',
      latinName: 'restaurants',
    },
    city: moscow,
    avatar: null,
    background: null,
    followerCount: 12,
    reviewCount: 3,
    newsCount: 1,
    averageRating: 4.3,
    location: {
      __typename: 'Location' as const,
      street: 'Baker Street',
      building: '3',
      lat: 55.75,
      lon: 37.61,
    },
    phones: [
      { __typename: 'Phone' as const, id: 'p1', phone: '+7 495 000 00 01', name: 'Bookings' },
    ],
    links: [{ __typename: 'PlaceLink' as const, id: 'l1', name: 'Site', link: 'https://a.test' }],
    features: {
      __typename: 'PlaceFeatures' as const,
      alcohol: 1,
      cashfree: null,
      wifi: 0,
      dancefloor: 0,
      entertainment: null,
      liveMusic: 2,
      parkingType: 2,
      smokeZone: 2,
    },
    dresscode: null,
    parkingInfo: 'Courtyard',
    roadInfo: null,
    schedules: [
      {
        __typename: 'Schedule' as const,
        id: 's2',
        name: 'Kitchen',
        isMain: false,
        items: [],
      },
      {
        __typename: 'Schedule' as const,
        id: 's1',
        name: null,
        isMain: true,
        items: [
          { __typename: 'ScheduleItem' as const, dayOfWeek: 1, startAt: '09:00', endAt: '23:00' },
        ],
      },
    ],
    organisation: null,
    galleries: [
      {
        __typename: 'Gallery' as const,
        id: 'g1',
        title: 'Interior',
        photosCount: 2,
        cover: image('i1'),
      },
    ],
    menus: [],
    menuDescription: null,
    someFollowers: [],
    moderationStatus: 'PUBLISHED' as const,
    moderationUnpublishedReason: null,
    hasAccess: false,
    isOwned: false,
    isManaged: false,
    isRequested: false,
    recommended: [place(4)],
    ...overrides,
  };
}

/** The latest reviews (`type` REVIEW) or news (NEWS) of place 3, as the place page asks. */
function latestPosts(type: 'REVIEW' | 'NEWS', items: ReturnType<typeof post>[]) {
  return {
    request: {
      query: PlaceLatestPostsDocument,
      variables: { placeId: place(3).id, type, limit: 3 },
    },
    result: { data: { posts: { __typename: 'PostPage' as const, items } } },
    maxUsageCount: 3,
  };
}

export const latestReviewsMock = latestPosts('REVIEW', [
  post({ id: 'a1'.repeat(12), rating: 5, text: 'The best brunch in the area.' }),
  post({ id: 'a2'.repeat(12), rating: 4, text: 'Lovely staff.' }),
]);

export const latestNewsMock = latestPosts('NEWS', [
  post({ id: 'a3'.repeat(12), type: 'NEWS', rating: null, text: 'Live jazz on Thursday.' }),
]);

/** The mocks the place page of place 3 needs, opened by `id` (its slug or hex id). */
export function placeMocks(id = 'place-3', details: Parameters<typeof fullPlace>[0] = {}) {
  return [
    cityMock(london),
    cityMock(moscow),
    latestReviewsMock,
    latestNewsMock,
    {
      request: { query: PlacePageDocument, variables: { id, recommendedLimit: 5 } },
      result: { data: { place: fullPlace(details) } },
    },
  ];
}
