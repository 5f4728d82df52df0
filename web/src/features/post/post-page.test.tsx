import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { london } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';
import { forgetSharingAfterEachTest, stubClipboard, stubShareSheet } from '../../test/share-stubs';
import { visitor } from '../../test/account-fixtures';
import { cityMock, post, postId } from '../../test/post-fixtures';
import { feedMock, card, postPage } from './test-fixtures';

describe('sharing a post', () => {
  forgetSharingAfterEachTest();

  it("opens the device's share sheet with the post's link on the post page", async () => {
    const share = stubShareSheet();
    postPage(visitor, post());
    await userEvent.click(within(await card()).getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Grace Hopper',
      url: `http://localhost:3000/posts/${postId}`,
    });
  });

  it('is not offered without a share sheet, even with a clipboard', async () => {
    const writeText = stubClipboard();
    postPage(visitor, post());
    expect(within(await card()).queryByRole('button', { name: 'Share' })).toBeNull();
    expect(writeText).not.toHaveBeenCalled();
  });

  it('is not offered on feed cards', async () => {
    stubShareSheet();
    renderRoute(`/${london.latinName}/feed`, [visitor, cityMock, feedMock([post()])]);
    expect(within(await card()).queryByRole('button', { name: 'Share' })).toBeNull();
  });
});

const point = { lat: 51.52, lon: -0.1 };
/** An impression at a free point whose query brought its nearest place, `distance` metres away. */
function impressionNear(distance: number) {
  return post({
    type: 'IMPRESSION',
    rating: null,
    place: null,
    text: 'Sunset over the river.',
    ...point,
    city: { __typename: 'City', id: london.id, name: 'London' },
    nearestPlace: {
      __typename: 'Place',
      id: 'c'.repeat(24),
      name: 'Falcon Cafe',
      latinName: 'falcon-cafe',
      location: {
        __typename: 'Location',
        street: 'Baker Street',
        building: '12',
        lat: 51.5201,
        lon: -0.1001,
        distance,
      },
    },
  } as Partial<ReturnType<typeof post>>);
}

describe('an impression', () => {
  it('says where it was on the card: near the nearest of our places, with its address', async () => {
    renderRoute(`/${london.latinName}/feed`, [visitor, cityMock, feedMock([impressionNear(40)])]);
    const article = await card();
    const near = await within(article).findByRole('link', {
      name: 'Near Falcon Cafe, Baker Street 12',
    });
    expect(near.getAttribute('href')).toBe('/falcon-cafe');
    expect(within(article).queryByRole('region', { name: 'Where it was' })).toBeNull();
  });

  it('names the city when no place is near, and shows the point on a map on the post page', async () => {
    postPage(visitor, impressionNear(5000));
    const article = await card();
    expect(await within(article).findByText('In London')).toBeTruthy();
    expect(within(article).queryByText(/Near Falcon Cafe/)).toBeNull();
    const map = await within(article).findByRole('region', { name: 'Where it was' });
    await waitFor(() => expect(map.querySelector('.leaflet-marker-icon')).not.toBeNull(), {
      timeout: 5000,
    });
  });
});

describe('a review from a visit', () => {
  it("is marked Visited when the reviewer's confirmed reservation there has passed", async () => {
    postPage(visitor, post({ isVisited: true }));
    expect(await within(await card()).findByText('Visited')).toBeTruthy();
  });

  it('has no mark otherwise', async () => {
    postPage(visitor, post({ isVisited: false }));
    const article = await card();
    expect(within(article).getByRole('img', { name: 'Rating 4 of 5' })).toBeTruthy();
    expect(within(article).queryByText('Visited')).toBeNull();
  });
});
