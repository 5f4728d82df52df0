import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedIn, visitor } from '../../test/account-fixtures';
import { london } from '../../test/fixtures';
import { cityMock } from '../../test/post-fixtures';
import { renderRoute } from '../../test/render-route';
import { PlaceCategoriesDocument } from '../../gql/graphql';

const categories = {
  request: { query: PlaceCategoriesDocument },
  result: {
    data: {
      categories: [
        {
          __typename: 'Category' as const,
          id: 'c'.repeat(24),
          name: 'Restaurants',
          latinName: 'restaurants',
        },
      ],
    },
  },
  maxUsageCount: 5,
};

function main() {
  return within(screen.getByRole('main'));
}

describe('/places/create', () => {
  it('asks for a name, a city and the first phone, and keeps what was typed across a reload', async () => {
    window.localStorage.setItem('tavola-current-city', london.latinName);
    const first = renderRoute('/places/create', [signedIn(), cityMock, categories]);
    expect(await main().findByRole('heading', { name: 'Add business', level: 1 })).toBeTruthy();
    fireEvent.click(main().getByRole('button', { name: 'Add place' }));
    expect(await main().findAllByText('This field is required')).toHaveLength(3);

    fireEvent.input(main().getByLabelText('Name'), { target: { value: 'Luna' } });
    fireEvent.input(main().getByLabelText('Phone 1'), { target: { value: '+44 20 79' } });
    expect(await main().findByText(/The phone must match the mask \+44/)).toBeTruthy();
    expect(window.localStorage.getItem('tavola-place-drafts')).toContain('Luna');
    first.unmount();

    renderRoute('/places/create', [signedIn(), cityMock, categories]);
    expect(await main().findByDisplayValue('Luna')).toBeTruthy();
    expect(main().getByLabelText<HTMLInputElement>('Phone 1').value).toBe('+44 2079');
    window.localStorage.clear();
  });

  it('asks a visitor to log in', async () => {
    window.localStorage.setItem('tavola-current-city', london.latinName);
    renderRoute('/places/create', [visitor, cityMock]);
    expect(await main().findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(main().getByRole('heading', { name: 'Add business', level: 1 })).toBeTruthy();
    expect(main().queryByText('Coming soon')).toBeNull();
    window.localStorage.clear();
  });
});
