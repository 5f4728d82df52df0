import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { place } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';
import { emptyPlaceValues } from '../../lib/domain/place-draft/place-form-values';
import { placeMocks } from '../../test/place-page-mocks';

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
