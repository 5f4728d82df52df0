import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { london } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';
import { CurrentCityDocument } from '../../gql/graphql';

// The header shows the default city.
const cityMock = {
  request: { query: CurrentCityDocument, variables: { latinName: london.latinName } },
  result: { data: { city: london } },
};

describe('not-found route', () => {
  it('shows Page not found with a Home link and hides the navbar', async () => {
    renderRoute('/some/page/that/does-not-exist', [cityMock]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    // The page loads lazily; it hides the navbar once it is shown.
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull());
    expect(screen.getByText('It seems this page no longer exists')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('navigation', { name: 'Quick' })).toBeNull();
    expect(screen.queryByPlaceholderText('Place or profile')).toBeNull();
    expect(document.title).toBe('Page not found · Tavola');
  });

  it('keeps the navbar on other pages', async () => {
    renderRoute('/offer', [cityMock]);
    expect(await screen.findByText(/Документ временно недоступен/)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });
});
