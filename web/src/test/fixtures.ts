// Small, explicit GraphQL results for component tests (the shapes codegen types describe).

export const london = {
  __typename: 'City' as const,
  id: '000000000000000000000001',
  name: 'London',
  latinName: 'london-england-united-kingdom',
  country: 'United Kingdom',
  timeZone: 'Europe/London',
  lat: 51.5074,
  lon: -0.1278,
};

export const moscow = {
  __typename: 'City' as const,
  id: '000000000000000000000002',
  name: 'Moscow',
  latinName: 'moscow-russia',
  country: 'Russia',
  timeZone: 'Europe/Moscow',
  lat: 55.7558,
  lon: 37.6173,
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
    // The card's follow button.
    isFollowed: false,
    followerCount: 0,
    location: {
      __typename: 'Location' as const,
      street: 'Baker Street',
      building: `${index}`,
      lat: 51.5 + index / 1000,
      lon: -0.12,
      distance: null as number | null,
    },
    // The card reads the city's time zone and the main schedule (open 24 hours: any clock).
    city: { __typename: 'City' as const, id: london.id, timeZone: 'Europe/London' },
    schedules: [
      {
        __typename: 'Schedule' as const,
        id: `s${id.slice(1)}`,
        isMain: true,
        items: [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
          __typename: 'ScheduleItem' as const,
          dayOfWeek,
          startAt: '00:00',
          endAt: '00:00',
        })),
      },
    ],
  };
}

export function placePage(from: number, count: number, hasMore: boolean) {
  return {
    __typename: 'PlacePage' as const,
    hasMore,
    items: Array.from({ length: count }, (_, i) => place(from + i)),
  };
}
