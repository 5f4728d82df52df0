import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CityPickerQuery } from '../../features/city/city-picker';
import { CurrentCityQuery } from '../../lib/domain/current-city-query';
import { PlaceGalleriesQuery } from '../../features/gallery/place-galleries-query';
import { PlacePageQuery } from '../../pages/place/place-page';
import { PlaceLatestPostsQuery } from '../../pages/place/latest-posts';
import { post } from '../../test/post-fixtures';
import { london, moscow, place } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';
import { forgetSharingAfterEachTest, stubClipboard, stubShareSheet } from '../../test/share-stubs';
import { notFoundResult } from '../../test/graphql-errors';
import { emptyPlaceValues } from '../../lib/domain/place-draft/place-form-values';

function cityMock(city: typeof london) {
  return {
    request: { query: CurrentCityQuery, variables: { latinName: city.latinName } },
    result: { data: { city } },
    maxUsageCount: 2,
  };
}

function image(id: string) {
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

function fullPlace(overrides: Record<string, unknown> = {}) {
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

const latestPostsMock = {
  request: { query: PlaceLatestPostsQuery, variables: { placeId: place(3).id, limit: 3 } },
  result: {
    data: {
      reviews: {
        __typename: 'PostPage' as const,
        items: [
          post({ id: 'a1'.repeat(12), rating: 5, text: 'The best brunch in the area.' }),
          post({ id: 'a2'.repeat(12), rating: 4, text: 'Lovely staff.' }),
        ],
      },
      news: {
        __typename: 'PostPage' as const,
        items: [
          post({ id: 'a3'.repeat(12), type: 'NEWS', rating: null, text: 'Live jazz on Thursday.' }),
        ],
      },
    },
  },
  maxUsageCount: 3,
};

/** The mocks the place page of place 3 needs, opened by `id` (its slug or hex id). */
function placeMocks(id = 'place-3', details: Parameters<typeof fullPlace>[0] = {}) {
  return [
    cityMock(london),
    cityMock(moscow),
    latestPostsMock,
    {
      request: { query: PlacePageQuery, variables: { id, recommendedLimit: 5 } },
      result: { data: { place: fullPlace(details) } },
    },
  ];
}

describe('place page', () => {
  it('shows the place and makes its city the current one', async () => {
    renderRoute('/place-3', placeMocks());

    expect(await screen.findByRole('heading', { level: 1, name: 'Place 3' })).toBeTruthy();
    // The sections below the first screen come right after it.
    expect(await screen.findByText('Seasonal plates and natural wine.')).toBeTruthy();
    expect(window.localStorage.getItem('tavola-current-city')).toBe(moscow.latinName);
    expect(await screen.findByRole('button', { name: 'Moscow' })).toBeTruthy();
  });

  it('shows features with SPEC texts only, the main schedule first and a canonical slug', async () => {
    renderRoute(`/${place(3).id}`, placeMocks(place(3).id));
    await screen.findByRole('heading', { level: 1, name: 'Place 3' });
    const features = await screen.findByRole('region', { name: 'Features' });
    const texts = within(features)
      .getAllByRole('definition')
      .map((node) => node.textContent);
    // dancefloor 0 and smokeZone 2 have no text; cashfree is unknown. Alcohol and wi-fi say what
    // they are without a label; the parking kind and the place's parking words share one row.
    expect(texts).toEqual(['daily', 'free · Courtyard']);
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((node) => node.textContent),
    ).toEqual(['alcohol', 'no wi-fi']);
    expect(
      within(features)
        .getAllByRole('term')
        .map((node) => node.textContent),
    ).toEqual(['Live music', 'Parking']);
    const scheduleTitles = within(screen.getByRole('region', { name: 'Schedule' }))
      .getAllByRole('heading', { level: 3 })
      .map((node) => node.textContent);
    expect(scheduleTitles).toEqual(['Opening hours', 'Kitchen']);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/place-3`,
    );
    expect(screen.getByRole('link', { name: 'Book a table' }).getAttribute('href')).toBe(
      '/place-3/booking',
    );
    expect(await screen.findByRole('link', { name: /Place 4/ })).toBeTruthy();
  });

  it('leads with the average rating and shows the latest reviews and news with links to all', async () => {
    renderRoute('/place-3', placeMocks());
    await screen.findByRole('heading', { level: 1, name: 'Place 3' });

    expect(screen.getByRole('img', { name: 'Average rating 4.3 of 5' })).toBeTruthy();
    expect(screen.getByText('4.3')).toBeTruthy();
    expect(screen.getByRole('link', { name: '3 reviews' }).getAttribute('href')).toBe(
      '/place-3/reviews',
    );
    const reviews = await screen.findByRole('region', { name: 'Latest reviews' });
    expect(await within(reviews).findByText('The best brunch in the area.')).toBeTruthy();
    expect(within(reviews).getByText('Lovely staff.')).toBeTruthy();
    expect(
      within(reviews).getByRole('link', { name: 'All reviews (3)' }).getAttribute('href'),
    ).toBe('/place-3/reviews');
    const news = screen.getByRole('region', { name: 'Latest news' });
    expect(await within(news).findByText('Live jazz on Thursday.')).toBeTruthy();
    expect(within(news).getByRole('link', { name: 'All news (1)' }).getAttribute('href')).toBe(
      '/place-3/news',
    );
  });

  it('says there are no reviews yet rather than showing empty stars', async () => {
    renderRoute('/place-3', placeMocks(undefined, { reviewCount: 0, averageRating: null }));
    await screen.findByRole('heading', { level: 1, name: 'Place 3' });

    expect(screen.queryByRole('img', { name: /Average rating/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'No reviews yet: be the first' })).toBeTruthy();
    const reviews = await screen.findByRole('region', { name: 'Latest reviews' });
    expect(within(reviews).getByText('There are no reviews yet')).toBeTruthy();
    expect(within(reviews).queryByRole('link', { name: /All reviews/ })).toBeNull();
  });

  it('asks for no posts for a place with neither reviews nor news', async () => {
    let asked = 0;
    const latestPosts = {
      ...latestPostsMock,
      result: () => {
        asked += 1;
        return latestPostsMock.result;
      },
    };
    const mocks = placeMocks(undefined, { reviewCount: 0, newsCount: 0, averageRating: null });
    renderRoute('/place-3', [...mocks.filter((mock) => mock !== latestPostsMock), latestPosts]);
    await screen.findByRole('heading', { level: 1, name: 'Place 3' });

    const reviews = await screen.findByRole('region', { name: 'Latest reviews' });
    expect(within(reviews).getByText('There are no reviews yet')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Latest news' })).toBeNull();
    // The sections after it have rendered: the posts' query would have been asked by now.
    await screen.findByRole('region', { name: 'You may also like' });
    expect(asked).toBe(0);
  });

  it('opens the phones sheet, and offers none without phones', async () => {
    const { router } = renderRoute('/place-3', placeMocks());
    fireEvent.click(await screen.findByRole('button', { name: 'Phones' }));
    const sheet = await screen.findByRole('dialog', { name: 'Phones' });
    expect(within(sheet).getByRole('link', { name: /\+7 495 000 00 01/ })).toBeTruthy();
    expect(router.state.location.search).toBe('?modal=sheet_phones');
  });

  it('opens the location map titled Location with the city', async () => {
    const { router } = renderRoute('/place-3', placeMocks());
    fireEvent.click(await screen.findByRole('button', { name: 'Open the map' }));
    const map = await screen.findByRole('dialog', { name: 'Location' });
    expect(within(map).getByText('Moscow')).toBeTruthy();
    expect(router.state.location.search).toBe('?modal=map_modal');
  });

  it('shows no phones button or sheet for a place without phones', async () => {
    renderRoute('/place-3?modal=sheet_phones', placeMocks(undefined, { phones: [] }));
    await screen.findByRole('heading', { level: 1, name: 'Place 3' });
    expect(screen.queryByRole('button', { name: 'Phones' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the not-found page for an unknown place', async () => {
    renderRoute('/no-such-place', [
      cityMock(london),
      {
        request: { query: PlacePageQuery, variables: { id: 'no-such-place', recommendedLimit: 5 } },
        result: notFoundResult(),
      },
    ]);

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByPlaceholderText('Place or profile')).toBeNull();
  });
});

describe('sharing a place', () => {
  forgetSharingAfterEachTest();

  it("opens the device's share sheet with the place's canonical link", async () => {
    const share = stubShareSheet();
    renderRoute(`/${place(3).id}`, placeMocks(place(3).id));
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: 'Place 3',
        url: 'http://localhost:3000/place-3',
      }),
    );
  });

  it('offers no Share where the device has only a clipboard (SPEC: only if it can share)', async () => {
    const writeText = stubClipboard();
    renderRoute('/place-3', placeMocks());
    await screen.findByRole('heading', { level: 1, name: 'Place 3' });
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect(writeText).not.toHaveBeenCalled();
  });

  it('offers no Share where the share sheet refuses links (canShare)', async () => {
    const share = stubShareSheet({ canShare: false });
    renderRoute('/place-3', placeMocks());
    await screen.findByRole('heading', { level: 1, name: 'Place 3' });
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect(share).not.toHaveBeenCalled();
  });

  it('offers no Share where the device can neither share nor copy', async () => {
    renderRoute('/place-3', placeMocks());
    await screen.findByRole('heading', { level: 1, name: 'Place 3' });
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });
});

describe('album page and gallery', () => {
  const photos = ['a', 'b', 'c'].map((id) => ({ ...image(id), description: null }));
  const galleriesMock = {
    request: { query: PlaceGalleriesQuery, variables: { id: 'place-3' } },
    result: {
      data: {
        place: {
          __typename: 'Place' as const,
          id: place(3).id,
          latinName: 'place-3',
          name: 'Place 3',
          category: fullPlace().category,
          city: moscow,
          menuDescription: null,
          galleries: [
            {
              __typename: 'Gallery' as const,
              id: 'g1',
              title: 'Interior',
              description: null,
              photosCount: 3,
              orderNumber: 0,
              cover: image('a'),
              photos,
            },
          ],
          menus: [],
        },
      },
    },
    maxUsageCount: 3,
  };

  it('browses the album full-screen: counter, circular next and previous, keys, close', async () => {
    const { router } = renderRoute('/place-3/album/g1', [
      cityMock(london),
      cityMock(moscow),
      galleriesMock,
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Interior' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Photos' }).getAttribute('href')).toBe(
      '/place-3/albums',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open photo 3' }));
    const viewer = await screen.findByRole('dialog', { name: 'Gallery: Interior' });
    expect(within(viewer).getByText('3 out of 3')).toBeTruthy();
    fireEvent.click(within(viewer).getByRole('button', { name: 'Next photo' }));
    expect(await within(viewer).findByText('1 out of 3')).toBeTruthy();
    fireEvent.click(within(viewer).getByRole('button', { name: 'Previous photo' }));
    expect(await within(viewer).findByText('3 out of 3')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(await within(viewer).findByText('2 out of 3')).toBeTruthy();

    const zoomIn = within(viewer).getByRole('button', { name: 'Zoom in' });
    const zoomOut = within(viewer).getByRole('button', { name: 'Zoom out' });
    expect(zoomOut.hasAttribute('disabled')).toBe(true);
    fireEvent.click(zoomIn);
    expect(viewer.querySelector('img')?.getAttribute('data-zoom')).toBe('1.5');
    expect(zoomOut.hasAttribute('disabled')).toBe(false);

    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it('opens from a shared link and closes by removing the parameters', async () => {
    const { router } = renderRoute('/place-3/album/g1?gallery=g1&photo=2', [
      cityMock(london),
      cityMock(moscow),
      galleriesMock,
    ]);
    const viewer = await screen.findByRole('dialog', { name: 'Gallery: Interior' });
    expect(within(viewer).getByText('2 out of 3')).toBeTruthy();
    fireEvent.click(within(viewer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/place-3/album/g1');
    expect(router.state.location.search).toBe('');
  });
});

describe('a place not yet published', () => {
  afterEach(() => window.localStorage.clear());

  it('tells its staff it is on moderation, without the admin bar', async () => {
    renderRoute(
      '/place-3',
      placeMocks(undefined, { moderationStatus: 'ON_MODERATION', hasAccess: true, isOwned: true }),
    );
    const notice = await screen.findByRole('region', { name: 'On moderation' });
    expect(within(notice).getByText(/Only its staff and the moderators/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('gives its staff the reason it was not published', async () => {
    renderRoute(
      '/place-3',
      placeMocks(undefined, {
        moderationStatus: 'UNPUBLISHED',
        moderationUnpublishedReason: 'No photos of the hall',
        hasAccess: true,
      }),
    );
    const notice = await screen.findByRole('region', { name: 'Unpublished' });
    expect(within(notice).getByText('Reason: No photos of the hall')).toBeTruthy();
  });

  it('shows the pending texts of the place form in preview mode', async () => {
    window.localStorage.setItem(
      'tavola-place-drafts',
      JSON.stringify({
        [place(3).id]: {
          ...emptyPlaceValues(),
          name: 'Place 3 renamed',
          description: 'Now with a terrace.',
        },
      }),
    );
    renderRoute('/place-3?preview=1', [...placeMocks('place-3', { hasAccess: true })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Place 3 renamed' })).toBeTruthy();
    expect(await screen.findByText('Now with a terrace.')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Mode' })).toBeTruthy();
  });
});

describe('error-loading page', () => {
  it('offers Retry for the failed path', async () => {
    renderRoute('/error-loading?path=%2Fmoscow-russia%2Fplaces', [cityMock(london)]);
    expect(await screen.findByRole('heading', { name: 'The page did not load' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('with reset and no path goes to the root', async () => {
    const { router } = renderRoute('/error-loading?reset=1', [
      cityMock(london),
      {
        request: { query: CityPickerQuery, variables: { query: null, limit: 10 } },
        result: { data: { cities: [london] } },
      },
    ]);
    expect(
      await screen.findByRole('heading', {
        name: 'Explore the best restaurants, cafes and bars nearby',
      }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});
