import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { london, place } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';
import { notFoundResult } from '../../test/graphql-errors';
import {
  CurrentCityDocument,
  OrganisationPageDocument,
  OrganisationsPageDocument,
} from '../../gql/graphql';

const cityMock = {
  request: { query: CurrentCityDocument, variables: { latinName: london.latinName } },
  result: { data: { city: london } },
  maxUsageCount: 3,
};

const chainId = 'f'.repeat(24);

function organisationMock(offset: number, places: ReturnType<typeof place>[], hasMore: boolean) {
  return {
    request: {
      query: OrganisationPageDocument,
      variables: { id: chainId, offset, limit: 5 },
    },
    result: {
      data: {
        organisation: {
          __typename: 'Organisation' as const,
          id: chainId,
          name: 'Harbour Group',
          category: null,
          placeCount: 6,
          newsCount: 2,
          reviewCount: 9,
          hasOwner: true,
          hasAccess: null,
          isOwned: false,
          isManaged: false,
          isRequested: false,
          isStaffed: false,
          isDeleted: false,
          city: london,
          avatar: null,
          places: { __typename: 'PlacePage' as const, hasMore, items: places },
        },
      },
    },
  };
}

describe('organisation page', () => {
  it('shows the chain, its counts and all its places with Show more', async () => {
    renderRoute(`/organisations/${chainId}`, [
      cityMock,
      organisationMock(0, [1, 2, 3, 4, 5].map(place), true),
      organisationMock(5, [place(6)], false),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour Group' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Chains' }).getAttribute('href')).toBe(
      `/${london.latinName}/organisations`,
    );
    expect(screen.getByText('9')).toBeTruthy();
    const places = screen.getByRole('list', { name: 'Places' });
    expect(within(places).getAllByRole('listitem')).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(places).findByRole('link', { name: /Place 6/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('says so when the chain has no places', async () => {
    renderRoute(`/organisations/${chainId}`, [cityMock, organisationMock(0, [], false)]);
    expect(await screen.findByText('There are no places in this chain')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Places' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('shows the not-found page for an unknown chain', async () => {
    renderRoute(`/organisations/${chainId}`, [
      cityMock,
      {
        request: {
          query: OrganisationPageDocument,
          variables: { id: chainId, offset: 0, limit: 5 },
        },
        result: notFoundResult(),
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});

describe('organisations of a city', () => {
  it('lists the chains, each linking to its page', async () => {
    renderRoute(`/${london.latinName}/organisations`, [
      cityMock,
      {
        request: {
          query: OrganisationsPageDocument,
          variables: { city: london.latinName, offset: 0, limit: 5 },
        },
        result: {
          data: {
            city: london,
            organisations: {
              __typename: 'OrganisationPage' as const,
              hasMore: false,
              items: [
                {
                  __typename: 'Organisation' as const,
                  id: chainId,
                  name: 'Harbour Group',
                  placeCount: 6,
                  category: null,
                  avatar: null,
                },
              ],
            },
          },
        },
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Chains in London' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Harbour Group/ }).getAttribute('href')).toBe(
      `/organisations/${chainId}`,
    );
    expect(screen.getByText('6 places')).toBeTruthy();
  });
});
