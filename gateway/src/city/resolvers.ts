import type { GraphQLError } from 'graphql';
import type { QueryResolvers } from '../generated/resolvers.js';
import { primeCities } from '../loaders.js';
import { PAGE_LIMITS } from '../messages.js';
import { assertLimitIn } from '../paging/page.js';
import { closestCity, listCities } from './city-api.js';

export const cityQueries: Pick<QueryResolvers, 'cities' | 'closestCity' | 'city'> = {
  async cities(_, { query, limit }, { api, loaders }) {
    const pageLimit = limit ?? 10;
    assertLimitIn(pageLimit, PAGE_LIMITS);
    const trimmed = query?.trim();
    const cities = await listCities(api, {
      ...(trimmed ? { query: trimmed } : {}),
      limit: pageLimit,
    });
    primeCities(loaders, cities);
    return cities;
  },
  async closestCity(_, { lat, lon }, { api, loaders }) {
    try {
      const city = await closestCity(api, lat, lon);
      primeCities(loaders, [city]);
      return city;
    } catch (error) {
      // The schema promises null only when there are no cities at all (the api's 404).
      if ((error as Partial<GraphQLError>).extensions?.code === 'NOT_FOUND') return null;
      throw error;
    }
  },
  city: (_, { latinName }, { loaders }) => loaders.cityByLatinName.load(latinName),
};
