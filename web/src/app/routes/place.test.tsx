import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { london, moscow, place } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';
import { forgetSharingAfterEachTest, stubClipboard, stubShareSheet } from '../../test/share-stubs';
import { notFoundResult } from '../../test/graphql-errors';
import {
  cityMock,
  latestNewsMock,
  latestReviewsMock,
  placeMocks,
} from '../../test/place-page-mocks';
import { PlacePageDocument } from '../../gql/graphql';

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
    const counted = (mock: typeof latestReviewsMock) => ({
      ...mock,
      result: () => {
        asked += 1;
        return mock.result;
      },
    });
    const mocks = placeMocks(undefined, { reviewCount: 0, newsCount: 0, averageRating: null });
    renderRoute('/place-3', [
      ...mocks.filter((mock) => mock !== latestReviewsMock && mock !== latestNewsMock),
      counted(latestReviewsMock),
      counted(latestNewsMock),
    ]);
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
        request: {
          query: PlacePageDocument,
          variables: { id: 'no-such-place', recommendedLimit: 5 },
        },
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
