// Small, explicit GraphQL results for component tests (the shapes codegen types describe).

export const london = {
  __typename: 'City' as const,
  id: '000000000000000000000001',
  name: 'London',
  latinName: 'london-england-united-kingdom',
  country: 'United Kingdom',
};

export const moscow = {
  __typename: 'City' as const,
  id: '000000000000000000000002',
  name: 'Moscow',
  latinName: 'moscow-russia',
  country: 'Russia',
};

export function place(index: number) {
  const id = index.toString(16).padStart(24, '0');
  return {
    __typename: 'Place' as const,
    id,
    latinName: `place-${index}`,
    name: `Place ${index}`,
    category: { __typename: 'Category' as const, id: 'c'.repeat(24), name: 'Restaurants' },
    cuisines: [{ __typename: 'Cuisine' as const, value: 'italian', label: 'Italian' }],
    avatar: null,
    averageCheck: 'FROM_500_TO_1000' as const,
    isTop50Bars: false,
    isTop100Restaurants: index === 1,
    isTopCafes: false,
    isReservationsEnabled: true,
    status: 'OPENED' as const,
    location: { __typename: 'Location' as const, street: 'Baker Street', building: `${index}` },
  };
}

export function placePage(from: number, count: number, hasMore: boolean) {
  return {
    __typename: 'PlacePage' as const,
    hasMore,
    items: Array.from({ length: count }, (_, i) => place(from + i)),
  };
}
