import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { london, moscow, place } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';
import { cityMock, image, fullPlace } from '../../test/place-page-mocks';
import { PlaceGalleriesDocument } from '../../gql/graphql';

describe('album page and gallery', () => {
  const photos = ['a', 'b', 'c'].map((id) => ({ ...image(id), description: null }));
  const galleriesMock = {
    request: { query: PlaceGalleriesDocument, variables: { id: 'place-3' } },
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
