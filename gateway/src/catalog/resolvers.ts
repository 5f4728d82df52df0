import type { QueryResolvers } from '../generated/resolvers.js';

export const catalogQueries: Pick<QueryResolvers, 'categories' | 'cuisines' | 'dresscodes'> = {
  categories: (_, __, { loaders }) => loaders.categories(),
  cuisines: (_, __, { loaders }) => loaders.cuisines(),
  dresscodes: (_, __, { loaders }) => loaders.dresscodes(),
};
