import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mergeFromStart } from '../../lib/infra/apollo/type-policies';
import { london } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';
import { CurrentCityDocument, OrganisationsPageDocument } from '../../gql/graphql';
import { headLink } from '../../test/document-head';

const cityMock = {
  request: { query: CurrentCityDocument, variables: { latinName: london.latinName } },
  result: { data: { city: london } },
  maxUsageCount: 5,
};

const path = `/${london.latinName}/organisations`;

function chain(index: number) {
  return {
    __typename: 'Organisation' as const,
    id: index.toString(16).padStart(24, '0'),
    name: `Chain ${index}`,
    placeCount: 2,
    category: null,
    avatar: null,
  };
}

/** Chains `offset + 1` .. `offset + count` as the page at `offset`. */
function pageMock(offset: number, count: number, hasMore: boolean) {
  return {
    request: {
      query: OrganisationsPageDocument,
      variables: { city: london.latinName, offset, limit: 5 },
    },
    result: {
      data: {
        city: london,
        organisations: {
          __typename: 'OrganisationPage' as const,
          hasMore,
          items: Array.from({ length: count }, (_, index) => chain(offset + index + 1)),
        },
      },
    },
  };
}

describe('organisations of a city, page by page', () => {
  it('opens at ?page=N with prev and next links in the head and under the list', async () => {
    renderRoute(`${path}?page=3`, [cityMock, pageMock(10, 5, true)]);

    expect(await screen.findByRole('link', { name: /Chain 11/ })).toBeTruthy();
    expect(screen.queryByText('Chain 1')).toBeNull();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(
      `${path}?page=2`,
    );
    expect(within(pages).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(
      `${path}?page=4`,
    );
    await waitFor(() => expect(headLink('next')).toMatch(/\/organisations\?page=4$/));
    expect(headLink('prev')).toMatch(/\/organisations\?page=2$/);
    expect(headLink('canonical')).toMatch(/\/organisations\?page=3$/);
    expect(document.title).toBe('Chains in London, Page 3 · Tavola');
  });

  it('grows from its start page with Show more; the head stays on the page its URL names', async () => {
    renderRoute(`${path}?page=2`, [cityMock, pageMock(5, 5, true), pageMock(10, 2, false)]);

    expect(await screen.findByRole('link', { name: /Chain 6/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));

    expect(await screen.findByRole('link', { name: /Chain 12/ })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Chain \d+/ })).toHaveLength(7);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).queryByRole('link', { name: 'Next page' })).toBeNull();
    // Crawlers read page 2 as page 2: its next is page 3, however much Show more added.
    await waitFor(() => expect(headLink('next')).toMatch(/\/organisations\?page=3$/));
    expect(headLink('prev')).toMatch(/\/organisations$/);
    expect(headLink('canonical')).toMatch(/\/organisations\?page=2$/);
  });

  it('shows page 1 from its own items after page 2 was cached, without page links', async () => {
    const { router } = renderRoute(`${path}?page=2`, [
      cityMock,
      pageMock(5, 5, false),
      pageMock(0, 5, false),
    ]);
    expect(await screen.findByRole('link', { name: /Chain 6/ })).toBeTruthy();

    await userEvent.click(screen.getByRole('link', { name: 'Previous page' }));

    expect(await screen.findByText('Chain 1')).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(screen.queryByText('Chain 6')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });
});

describe('mergeFromStart', () => {
  const page = (items: string[], hasMore: boolean) => ({ items, hasMore });

  it('remembers where a list opened and appends its next page there', () => {
    const opened = mergeFromStart(undefined, page(['k', 'l'], true), 10);
    expect(mergeFromStart(opened, page(['m'], false), 12)).toEqual({
      items: ['k', 'l', 'm'],
      hasMore: false,
      start: 10,
    });
  });

  it('starts a new run at a page outside the one cached', () => {
    const opened = mergeFromStart(undefined, page(['k', 'l'], true), 10);
    expect(mergeFromStart(opened, page(['a', 'b'], true), 0)).toEqual({
      items: ['a', 'b'],
      hasMore: true,
      start: 0,
    });
  });
});
